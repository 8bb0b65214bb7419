# King & Robber: the words for its cards (expansions/king_and_robber/).

cards-king = King
cards-robber = Robber
score-card = the { $counter } ({ $count } completed)
problem-card-more-than-one = A player holds the { $card } once at most.
problem-card-two-holders = Two players hold the { $card }; only one can.
problem-card-no-holder = The { $feature } completed at { $square } gives its card, the { $card }, to someone: say who holds it under cards: (for example cards: {"{"}red: {"{"}{ $counter }: 1{"}}"}).
move-holds = { $player } takes the { $card }{ $from ->
    [none] {""}
   *[other] {" "}from { $from }
}.
expansion-king-and-robber = King & Robber
