"""The engine: the only code that decides a rule.

The state (:mod:`hasenpfeffer.state`) dispatches each step by phase to
the modules here, and where the games differ to the steps of the game's
auction (:mod:`.steps`, from the game's spec): ``bidding`` for an auction
of bids, ``order_up`` for the Euchres'; ``exchange`` holds going alone and
calling for best, ``hand`` the frame of a hand, ``play`` the end of a
trick, ``scoring`` a hand's score.  ``layout`` names the fields of a
state's list, ``tables`` the card tables, ``refusals`` the words of each
refusal and ``hidden`` the dealing of unseen cards.
"""
