# Schapen en Heuvels (klassiek): de naam, de gedrukte tekens, de herder en de problemen die de
# regels vinden (expansions/hills_and_sheep/).

expansion-hills-and-sheep = Schapen en Heuvels
seen-mark-hill = heuvel
seen-mark-vineyard = wijngaard
tile-note-hill = heuvel
tile-note-vineyard = wijngaard
hs-problem-field-has-shepherd = In die weide staat al een herder: je zet een herder alleen in een weide zonder herder.
hs-problem-no-draw-due = Er wordt nu geen fiche getrokken, dus ook geen { $sheep ->
        [0] wolf
        [one] fiche met 1 schaap
       *[other] fiche met { $sheep } schapen
    }: je trekt alleen een fiche voor een herder die je deze beurt zet, of voor een kudde die je net daarvoor laat groeien.
hs-problem-not-in-bag = Er zit geen { $sheep ->
        [0] wolf
        [one] fiche met 1 schaap
       *[other] fiche met { $sheep } schapen
    } meer in de zak; daarin zitten nog: { $bag }.
hs-problem-draw-first = Eerst komt het fiche dat voor de kudde op { $square } getrokken is.
hs-problem-draw-owed = De zet zegt niet welk fiche er voor de herder op { $square } getrokken is: schrijf de stap schaap=1, 2, 3, 4 of wolf.
hs-problem-no-shepherd = { $player } heeft geen herder op { $square }.
hs-problem-just-placed = De herder op { $square } is deze beurt gezet: voor hem is het fiche al getrokken, er valt niets te kiezen.
hs-problem-not-extended = De tegel breidt de weide van de herder op { $square } niet uit.
hs-problem-decided = Voor de weide van de herder op { $square } is deze beurt al gekozen: je kiest één keer per weide.
hs-problem-choice-owed = De tegel breidt de weide van de herder van { $player } op { $square } uit: { $player } moet de kudde laten groeien of naar de stal drijven (kudde-laten-groeien of naar-de-stal).
hs-problem-before-dragon = De draak vliegt pas als de herders klaar zijn: voor de herder op { $square } ontbreekt nog een stap (schrijf de stappen van de herder vóór die van de draak).
hs-problem-box-under-hills = Er is geen tegel meer te trekken: { $count ->
    [one] de ene tegel die nog in de doos zit, ligt
   *[other] de { $count } tegels die nog in de doos zitten, liggen
} onder de heuvels (één onder elke heuvel die gelegd werd terwijl er nog tegels waren), dus het spel is afgelopen en er wordt geen tegel uit de doos meer gelegd of getrokken.
hs-problem-closed-field = Deze herder staat in een afgesloten weide: zijn kudde is naar de stal gedreven in de beurt waarin de weide afgesloten werd.
hs-problem-sheep-without-shepherd = Op deze tegel liggen schapen, maar er staat geen herder.
hs-problem-two-shepherds-on-tile = Twee herders op één tegel: je zet een herder alleen op de net gelegde tegel, één per beurt.
hs-problem-empty-flock = Deze herder heeft geen schapen: een herder op het bord heeft altijd een fiche naast zich (schrijf `sheep-1` ... `sheep-4` bij zijn tegel).
hs-problem-too-many-tokens = Er liggen { $count } fiches met { $sheep ->
        [one] 1 schaap
       *[other] { $sheep } schapen
    } in kuddes, maar de zak heeft er in totaal maar { $allowed }.
piece-shepherd = herder
pieces-shepherd = herders
move-tile-state-sheep-1 = De kudde van de herder op { $square } heeft nu { $value ->
    [0] geen fiche met 1 schaap meer (terug in de zak)
    [one] één fiche met 1 schaap
   *[other] { $value } fiches met 1 schaap
}.
move-tile-state-sheep-2 = De kudde van de herder op { $square } heeft nu { $value ->
    [0] geen fiche met 2 schapen meer (terug in de zak)
    [one] één fiche met 2 schapen
   *[other] { $value } fiches met 2 schapen
}.
move-tile-state-sheep-3 = De kudde van de herder op { $square } heeft nu { $value ->
    [0] geen fiche met 3 schapen meer (terug in de zak)
    [one] één fiche met 3 schapen
   *[other] { $value } fiches met 3 schapen
}.
move-tile-state-sheep-4 = De kudde van de herder op { $square } heeft nu { $value ->
    [0] geen fiche met 4 schapen meer (terug in de zak)
    [one] één fiche met 4 schapen
   *[other] { $value } fiches met 4 schapen
}.
edition-shepherds-and-vineyards = "{ $name }" is de huidige editie (Herders & Wijngaarden), die arbiter niet beoordeelt: de spelregels ervan zijn er niet, en volgens de FAQ is het een ander ontwerp (kuddefiches; heuvels noemt de FAQ niet). arbiter beoordeelt het klassieke Schapen en Heuvels zoals JCloisterZone het speelt: schrijf Schapen en Heuvels.
