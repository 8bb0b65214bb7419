# De abt: de woorden voor zijn tuin, een soort gebied dat hij meebrengt (expansions/abbot/).

feature-garden = tuin
tile-summary-garden = tuin
locator-garden = tuin
seen-mark-garden = tuin
