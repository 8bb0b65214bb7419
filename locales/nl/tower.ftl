# De Toren (klassiek): de woorden voor zijn toren, een soort gebied dat hij meebrengt (expansions/tower/).

feature-tower = toren
tile-summary-tower = torenbouwplaats
locator-tower = toren
seen-mark-tower = toren
