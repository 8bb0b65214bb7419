# The Abbot: the words for its garden, a kind of feature it brings (expansions/abbot/).

feature-garden = garden
tile-summary-garden = garden
locator-garden = garden
seen-mark-garden = garden
