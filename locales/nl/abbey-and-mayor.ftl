# Burgemeesters en Abdijen: de speelstukken, de abdij en de herenboerderij (expansions/abbey_and_mayor/).

expansion-abbey-and-mayor = Burgemeesters en Abdijen
piece-mayor = burgemeester
piece-wagon = wagen
piece-barn = herenboerderij
pieces-mayor = burgemeesters
pieces-wagon = wagens
pieces-barn = herenboerderijen
abbey-used = abdij gelegd
move-gained-abbey = { $player } legt de abdijtegel.
problem-am-abbey-hole = De abdij komt alleen in een gat: het vak { $square } moet aan alle vier de kanten een tegel hebben.
problem-am-abbey-none = { $player } heeft de eigen abdij al gelegd.
problem-am-abbey-count = Er { $count ->
    [one] ligt één abdij
   *[other] liggen { $count } abdijen
} op tafel, maar { $laid ->
    [0] geen speler heeft
    [one] maar één speler heeft
   *[other] maar { $laid } spelers hebben
} de eigen abdij gelegd: zeg wie onder abbey: (bijvoorbeeld abbey: {"{"}red: {"{"}used: 1{"}}"}).
problem-am-barn-corner = Geen herenboerderij op de noordwesthoek van { $square }: de herenboerderij staat op een hoek van de net gelegde tegel waar vier tegels samenkomen, elk met weide in die hoek.
problem-am-barn-taken = In de weide op de noordwesthoek van { $square } staat al een herenboerderij.
problem-am-barn-field = In die weide staat een herenboerderij: daar mag geen { $piece } heen.
problem-am-barn-farmer = Er staat een { $piece } in een weide met een herenboerderij: die ging terug toen de herenboerderij kwam of de weide erbij kwam.
problem-am-wagon-none = Geen wagen van { $player } ging terug na een telling in deze beurt, of elke wagen is al verplaatst.
problem-am-wagon-target = De wagen mag alleen naar een weg, stad, klooster of abdij die niet voltooid is, waarop geen speelstuk staat en die op zijn tegel of een van de acht tegels eromheen ligt: { $square } biedt dat niet.
problem-am-wagon-linked = Volgens de gekozen regel mag de wagen alleen naar een weg, stad, klooster of abdij die niet voltooid is, waarop geen speelstuk staat en die op een tegel van het getelde gebied met dat gebied verbonden is (of een abdij waar dat gebied tegenaan eindigt): { $square } biedt dat niet.
edition-messengers-and-mayors = "{ $name }" is de huidige editie (Bodes & Burgemeesters), die arbiter niet beoordeelt: de spelregels ervan zijn er niet, en volgens de FAQ is het een ander ontwerp (een stadhuistegel, burgemeesters met een eigen vermogen, bodes, een vogelverschrikker; geen wagen, herenboerderij of abdij). arbiter beoordeelt het klassieke Burgemeesters en Abdijen zoals JCloisterZone het speelt: schrijf Burgemeesters en Abdijen.
