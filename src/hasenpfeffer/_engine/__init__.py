"""The engine: the only code that decides a rule.

The state (:mod:`hasenpfeffer.state`) is the typed face over a list of
fields; the work is here.  ``start`` builds a new game's value and deals
each hand; ``decisions`` works out the legal actions (of a state and of a
view alike) and dispatches each decision by phase, and where the games
differ to the steps of the game's auction (:mod:`.steps`, from the game's
spec): ``bidding`` for an auction of bids, ``order_up`` for the Euchres';
``exchange`` holds going alone and calling for best, ``hand`` the frame
of a hand, ``play`` the end of a trick, ``scoring`` a hand's score.
``layout`` names the fields of a state's list, ``tables`` the card
tables, ``arguments`` reads the verbs' arguments, ``refusals`` words each
refusal, ``replay`` checks a pickle by replaying it, and ``hidden`` says
what a seat cannot see and deals the unseen cards.
"""
