# Schapen en Heuvels (klassiek): de naam, de gedrukte tekens, de herder en de problemen die de
# regels vinden (expansions/hills_and_sheep/).

expansion-hills-and-sheep = Schapen en Heuvels
seen-mark-hill = heuvel
seen-mark-vineyard = wijngaard
tile-note-hill = heuvel
tile-note-vineyard = wijngaard
