# De Toren (klassiek): de woorden voor zijn toren, een soort gebied dat hij meebrengt (expansions/tower/).

feature-tower = toren
tile-summary-tower = torenbouwplaats
locator-tower = toren
seen-mark-tower = toren

# Zijn problemen.
problem-tower-none = Op { $square } staat geen toren.
problem-tower-closed = Boven op de toren op { $square } staat al iemand: die toren is af.
problem-tower-bare = De toren op { $square } is een kale torenbouwplaats: niemand mag erop staan zolang er geen torendeel op ligt.
problem-tower-no-floors = { $player } heeft geen torendelen meer (elke speler heeft er { $allowed }).
problem-tower-top-kind = Een { $piece } mag niet boven op een toren staan: alleen een meeple, een grote meeple of een circusdirecteur (Het Circus).
problem-tower-no-follower = { $player } heeft op de tegel op { $square } geen meeple die een toren kan nemen.
problem-tower-out-of-reach = { $square } ligt buiten het bereik van de toren op { $tower }: die neemt alleen in zijn eigen rij of kolom, hoogstens { $height ->
    [one] { $height } vak
   *[other] { $height } vakken
} ver.
problem-tower-no-exchange = Er valt niets te ruilen voor { $player }: de speler die net gevangen werd, houdt geen { $piece } van hem vast.
problem-tower-exchange-owed = { $player } houdt gevangenen van jou van meer dan één soort vast: na het gevangennemen kies jij welke terugkomt, en die ruil mag je niet overslaan. Noem hem met gevangenenruil=SOORT ({ $kinds }).
problem-tower-no-prisoner = { $holder } houdt geen { $piece } van { $player } gevangen.
problem-tower-ransom-twice = Losgeld mag maar één keer per beurt betaald worden.
problem-tower-ransom-points = { $player } heeft { $points ->
    [one] { $points } punt
   *[other] { $points } punten
}: voor losgeld zijn er minstens 3 nodig.
problem-tower-prisoner-kind = Een { $piece } kan geen gevangene zijn: torens nemen alleen meeples.
problem-tower-floors-box = De torens op het bord tellen { $count ->
    [one] { $count } torendeel
   *[other] { $count } torendelen
}; de doos bevat er { $allowed } voor { $players } spelers.
problem-tower-floors-player = { $player } heeft { $count ->
    [one] { $count } torendeel
   *[other] { $count } torendelen
} geplaatst; elke speler heeft er { $allowed }.
problem-tower-floors-placed = De spelers hebben { $placed ->
    [one] { $placed } torendeel
   *[other] { $placed } torendelen
} geplaatst, maar de torens op het bord tellen er { $count }.

# Zijn gevolgen.
move-gained-tower-floors = { $player } plaatst een torendeel.
move-tile-state-height = De toren op { $square } is nu { $value ->
    [one] { $value } torendeel
   *[other] { $value } torendelen
} hoog.
tower-floors-placed = torendelen geplaatst
expansion-tower = De Toren
