# The Tower (classic): the words for its tower, a kind of feature it brings (expansions/tower/).

feature-tower = tower
tile-summary-tower = tower foundation
locator-tower = tower
seen-mark-tower = tower
