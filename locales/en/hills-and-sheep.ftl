# Hills & Sheep (classic): its name, its printed marks, the shepherd and the problems its
# rules find (expansions/hills_and_sheep/).

expansion-hills-and-sheep = Hills & Sheep
seen-mark-hill = hill
seen-mark-vineyard = vineyard
tile-note-hill = hill
tile-note-vineyard = vineyard
