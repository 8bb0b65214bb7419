# Koning & Roofridder: de woorden voor de kaarten (expansions/king_and_robber/).

cards-king = Koning
cards-robber = Roofridder
score-card = de { $counter } ({ $count } voltooid)
problem-card-more-than-one = Een speler heeft de { $card } hoogstens één keer.
problem-card-two-holders = Twee spelers hebben de { $card }; dat kan maar één speler zijn.
problem-card-no-holder = Door de voltooide { $feature } op { $square } heeft iemand de { $card }: zeg wie onder cards: (bijvoorbeeld cards: {"{"}rood: {"{"}{ $counter }: 1{"}}"}).
move-holds = { $player } krijgt de { $card }{ $from ->
    [none] {""}
   *[other] {" "}van { $from }
}.
expansion-king-and-robber = Koning & Roofridder
