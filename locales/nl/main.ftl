## arbiter: Nederlandse teksten (Carcassonne, de opdrachtregel, foutmeldingen).


## Waarden
yes = ja
no = nee
# Het woord voor het laatste item van een lijst (Anna, Bram en Carol).
list-and = en
none = geen
color-red = rood
color-blue = blauw
color-green = groen
color-yellow = geel
color-black = zwart
color-gray = grijs
color-pink = roze
feature-city = stad
feature-road = weg
feature-river = rivier
feature-monastery = klooster
feature-field = weide
goods-wine = wijn
goods-grain = graan
goods-cloth = stof
piece-follower = meeple
piece-big-follower = grote meeple
piece-abbot = abt
piece-builder = bouwmeester
piece-pig = varken
pieces-follower = meeples
pieces-big-follower = grote meeples
pieces-abbot = abten
pieces-builder = bouwmeesters
pieces-pig = varkens
expansion-base = basisspel
expansion-river = De Rivier
expansion-inns-and-cathedrals = Kathedralen & Herbergen
expansion-traders-and-builders = Kooplieden & Bouwmeesters
expansion-abbot = De Abt

## Tabelkolommen
col-player = Speler
col-color = Kleur
col-track = Scorespoor
col-final = Eindtelling
col-total = Totaal
col-feature = Gebied
col-where = Waar
col-tiles = Tegels
col-pennants = Wapenschilden
col-complete = Voltooid
col-owners = Meerderheid
col-points = Punten
col-rule = Toegepaste regels
col-tile = Tegel
col-letter = Letter
col-expansion = Uitbreiding
col-count = Aantal
col-count-gardens = Met tuinen
col-description = Beschrijving
col-locator = Plaatsaanduiding
col-touches = Grenst aan
col-notes = Opmerkingen
col-id = Id
col-date = Datum
col-category = Categorie
col-title = Titel
col-score = Score
col-key = Sleutel
col-kind = Soort
col-english = Engels
col-seizer = Seizer
col-dutch = Nederlands

## Labels
label-error = fout
label-warning = waarschuwing
label-illegal = niet toegestaan
label-not-judged = niet beoordeeld
label-here = hier
label-rule = regel: { $rule }

## Puntentelling
heading-final-scores = Eindtelling
heading-scored-features = Getelde gebieden
heading-warnings = { $count ->
    [one] Waarschuwing: deze spelsituatie heeft een probleem (ze wordt geteld zoals ze ligt):
   *[other] Waarschuwing: deze spelsituatie heeft { $count } problemen (ze wordt geteld zoals ze ligt):
}
heading-explanations = Toegepaste regels en uitspraken:
nothing-scored = Er valt niets te tellen: geen meeple staat op een onvoltooid gebied of in een weide, en niemand heeft handelswaren.
note-skipped-completed = { $count ->
    [one] Op één voltooid gebied staan nog speelstukken; het is geteld toen het voltooid werd en telt nu niet opnieuw.
   *[other] Op { $count } voltooide gebieden staan nog speelstukken; ze zijn geteld toen ze voltooid werden en tellen nu niet opnieuw.
}
cell-cities = { $count ->
    [one] 1 stad
   *[other] { $count } steden
}
score-feature = { $complete ->
    [yes] voltooide
   *[no] onvoltooide
} { $kind } van { $tiles ->
    [one] 1 tegel
   *[other] { $tiles } tegels
}{ $city ->
    [yes] { $pennants ->
        [0] {" "}zonder wapenschilden
        [one] {" "}met 1 wapenschild
       *[other] {" "}met { $pennants } wapenschilden
    }
   *[no] {""}
}
score-cloister = { $complete ->
    [yes] { $kind ->
        [klooster] voltooid klooster
       *[other] voltooide { $kind }
    }
   *[no] { $kind ->
        [klooster] onvoltooid klooster
       *[other] onvoltooide { $kind }
    } (de eigen tegel en elke aangrenzende tegel tellen)
}
score-field = weide die aan { $cities ->
    [one] 1 voltooide stad
   *[other] { $cities } voltooide steden
} grenst
score-most = meeste { $counter }

## check
check-legal = Toegestaan: { $tiles ->
    [one] deze tegel
   *[other] deze { $tiles } tegels
} en { $pieces ->
    [0] geen speelstukken
    [one] 1 speelstuk
   *[other] { $pieces } speelstukken
} kunnen zo in een spel volgens de regels op tafel zijn gekomen.
check-illegal = { $count ->
    [one] Niet toegestaan: 1 probleem.
   *[other] Niet toegestaan: { $count } problemen.
}

## move
move-legal = Toegestane zet van { $player }.
move-illegal = { $count ->
    [one] Niet toegestane zet van { $player } (1 reden):
   *[other] Niet toegestane zet van { $player } ({ $count } redenen):
}
move-not-judged = { $count ->
    [one] arbiter geeft geen oordeel over deze zet van { $player }: een deel ervan wordt niet beoordeeld (1 reden):
   *[other] arbiter geeft geen oordeel over deze zet van { $player }: een deel ervan wordt niet beoordeeld ({ $count } redenen):
}
move-nothing-completed = Met deze zet wordt geen gebied geteld.
move-scored = Punten die deze zet meteen oplevert: { $list }
move-returned = { $count ->
    [one] De { $piece } van { $player } gaat terug naar de voorraad.
   *[other] De { $count } { $pieces } van { $player } gaan terug naar de voorraad.
}
move-gained-goods = { $player } krijgt de handelswaren van de voltooide stad: { $wine } wijn, { $grain } graan, { $cloth } stof.
move-feature-state = Het gebied op { $square } ({ $feature }) heeft nu `{ $key }: { $value }`.
move-captured = { $count ->
    [one] { $holder } neemt de { $piece } van { $player } gevangen.
   *[other] { $holder } neemt de { $count } { $pieces } van { $player } gevangen.
}
move-removed = { $count ->
    [one] De { $piece } van { $player } gaat uit het spel.
   *[other] De { $count } { $pieces } van { $player } gaan uit het spel.
}
move-figure-removed = { $count ->
    [one] De { $piece } gaat van het speelveld.
   *[other] De { $count } { $pieces } gaan van het speelveld.
}
move-placed = { $neutral ->
    [true] De { $piece } komt { $where }.
   *[other] De { $piece } van { $player } komt { $where }.
}
move-moved = { $neutral ->
    [true] De { $piece } staat nu { $where }.
   *[other] De { $piece } van { $player } staat nu { $where }.
}
# Een speelstuk dat na de telling terug moest en dat een stap weer op het bord zet: een wagen die doorrijdt.
move-moved-on = De { $piece } van { $player } rijdt door van { $square-a } ({ $locator-a }) naar { $square-b } ({ $locator-b }).
move-points = { $paid ->
    [true] { $points ->
        [one] { $player } betaalt 1 punt.
       *[other] { $player } betaalt { $points } punten.
    }
   *[other] { $points ->
        [one] { $player } krijgt 1 punt.
       *[other] { $player } krijgt { $points } punten.
    }
}
spot-feature = op { $square } ({ $locator })
spot-tile = op de tegel op { $square }
spot-beside = naast de { $piece } van { $player } op { $square }
spot-corner = op de noordwesthoek van { $square }
spot-held = in handen van { $player }
move-extra-turn = De bouwmeester geeft nu een extra beurt.
move-no-extra-turn = Geen extra beurt: dit is al de extra beurt van de bouwmeester.
move-extra-turn-not-extended = Deze zet is de extra beurt van de bouwmeester; de tegel verlengt de weg of stad van de bouwmeester niet, dus er volgt geen nieuwe extra beurt.

## Tegels
tile-heading = Tegel { $tile }, { $rot }° gedraaid
tile-legend = C stad  = | weg  / \ bocht in een weg  ~ rivier  M klooster  G tuin  * wapenschild  + einde van een weg  . weide
tile-note-pennants = { $count ->
    [one] 1 wapenschild
   *[other] { $count } wapenschilden
}
tile-note-cathedral = kathedraal
tile-note-inn = herberg
tile-note-touches = grenst aan { $cities }
tile-summary-city = { $count ->
    [one] een stad
   *[other] { $count } steden
}
tile-summary-road = { $count ->
    [one] een weg
   *[other] { $count } wegen
}
tile-summary-river = rivier
tile-summary-monastery = klooster
tile-summary-field = { $count ->
    [one] één weide
   *[other] { $count } weiden
}

## Uitspraken
ruling-source = Bron
ruling-date = Datum
ruling-category = Categorie
ruling-expansions = Uitbreidingen
ruling-pieces = Speelstukken
ruling-related = Zie ook
ruling-enforced-by = Door arbiter gecontroleerd als
rulings-count = { $count ->
    [one] 1 uitspraak.
   *[other] { $count } uitspraken.
}
rulings-no-hits = Geen uitspraak past bij deze woorden.
rulings-unknown-id = Er is geen uitspraak met id "{ $id }". Ids die erop lijken: { $suggestions }.
rulings-unknown-category = Onbekende categorie "{ $category }"; schrijf `placement` (plaatsen), `scoring` (puntentelling), `movement` (zetten), `turn-structure` (beurtverloop) of `definition` (definitie).
rulings-unknown-game = Onbekend spel "{ $game }"; gebruik carcassonne of keyflower.
glossary-unknown = De woordenlijst kent de term "{ $term }" niet.

## Invoerfouten (afsluitcode 2)
error-input-header = { $count ->
    [one] { $file } is niet bruikbaar:
   *[other] { $file } is niet bruikbaar ({ $count } fouten):
}
error-read-file = Kan { $path } niet lezen: { $reason }
input-too-large = Het bestand is { $size } bytes groot; arbiter leest bestanden van hoogstens { $limit } bytes.
input-not-utf8 = Het bestand is geen geldige UTF-8-tekst.
input-empty = Het bestand is leeg: een spelsituatie heeft minstens `game`, `players` en `tiles` nodig.
input-not-yaml = Dit is geen geldige YAML: { $detail }
input-wrong-shape = Een waarde heeft het verkeerde type of de verkeerde vorm: { $detail }
input-too-deep = Lijsten en mappings zijn hier te diep genest: arbiter leest hoogstens { $limit } niveaus (een spelsituatie heeft er 5 nodig).
input-too-many-entries = { $what ->
    [keyed-list] De lijst "{ $key }" is te lang: arbiter leest daar hoogstens { $limit } items (geen enkel spel komt daar in de buurt). Bij dit item stopt het lezen.
    [mapping] Deze mapping heeft te veel sleutels: arbiter leest er hoogstens { $limit } per mapping. Bij deze sleutel stopt het lezen.
    [keyed-mapping] De mapping "{ $key }" heeft te veel sleutels: arbiter leest er hoogstens { $limit } per mapping. Bij deze sleutel stopt het lezen.
   *[list] Deze lijst is te lang: arbiter leest in zo'n lijst hoogstens { $limit } items. Bij dit item stopt het lezen.
}
input-too-many-values = Het bestand bevat meer waarden (teksten, getallen, lijsten en mappings, waar ze ook staan) dan arbiter in één bestand leest, namelijk { $limit } (geen enkel spel komt daar in de buurt). Bij deze waarde stopt het lezen.
input-too-complex = Het bestand gebruikt te veel aliassen of waarden voor een spelsituatie (een bescherming tegen aliasbommen): { $detail }
input-expected = { $expected ->
    [list] Verkeerde vorm: hier hoort een lijst, geschreven als [a, b] of als regels die met "-" beginnen.
    [mapping] Verkeerde vorm: hier hoort een mapping, geschreven als {"{"}sleutel: waarde{"}"} of als regels sleutel: waarde.
    [text] Verkeerde vorm: hier hoort een tekst (één enkele waarde).
    [integer] Verkeerde vorm: hier hoort een geheel getal.
    [number] Verkeerde vorm: hier hoort een getal.
    [boolean] Verkeerde vorm: hier hoort true of false.
   *[other] Verkeerde vorm: hier hoort een ander soort waarde.
}
input-bad-number = Dit kan arbiter hier niet als geheel getal lezen: hier horen gehele getallen van { $min } tot { $max }.
input-duplicate-key = Een sleutel komt twee keer voor in dezelfde mapping: { $detail }
input-key-two-languages = { $key } is dezelfde sleutel als { $first } (regel { $line }), in de andere taal geschreven: schrijf hem één keer.
input-unknown-key = { $suggestion ->
    [none] Onbekende sleutel "{ $key }". Bekende sleutels hier: { $expected }.
   *[other] Onbekende sleutel "{ $key }" (bedoel je "{ $suggestion }"?). Bekende sleutels hier: { $expected }.
}
input-missing-key = De verplichte sleutel "{ $key }" ontbreekt.
input-unknown-value = Onbekende waarde "{ $value }"; kies uit: { $expected }.
input-unknown-game = Onbekend spel "{ $game }"; arbiter leest spelsituaties van carcassonne en keyflower.
input-unknown-expansion = Onbekende uitbreiding "{ $name }"{ $suggestion ->
    [none] {""}
   *[other] {" "}(bedoel je "{ $suggestion }"?)
}. Bekend: { $known }.
input-bad-option = "{ $value }" is geen mogelijke waarde voor { $option }; kies uit: { $known }.
input-unknown-color = Onbekende kleur "{ $color }"{ $suggestion ->
    [none] {""}
   *[other] {" "}(bedoel je "{ $suggestion }"?)
}. Kleuren: { $known }.
input-duplicate-color = Twee spelers hebben de kleur { $color }.
input-duplicate-name = Twee spelers heten { $name }.
input-move-needs-position = Dit is een partijverslag (het begint met `start:`), maar move beoordeelt één zet in een spelsituatie. Beoordeel de zetten van een partijverslag met replay, of tel en controleer het tot een bepaalde zet met --until N.
input-name-is-colour = Een speler heet { $name }, en dat is de kleur van { $other }: eigenaars, beurten en scores zouden dubbelzinnig worden. Geef de speler een andere naam.
input-no-players = De spelsituatie heeft geen spelers.
input-no-tiles = De spelsituatie heeft geen tegels.
input-unknown-player = Geen speler heeft de kleur of naam "{ $who }". Spelers: { $known }.
input-unknown-player-suggest = Geen speler heeft de kleur of naam "{ $who }" (bedoel je "{ $suggestion }"?). Spelers: { $known }.
input-unknown-player-none = Geen speler heeft de kleur of naam "{ $who }": arbiter kon geen enkele speler uit het bestand lezen (zie de fouten bij de spelers).
input-player-twice = "{ $who }" en "{ $other }" zijn dezelfde speler: noem elke speler hier één keer.
input-bad-square = Een vak schrijf je als [x, y]: twee gehele getallen, niet { $count }.
input-coordinate-range = De coördinaat { $value } valt buiten het bereik: arbiter aanvaardt -{ $limit } tot { $limit }.
input-score-range = De score { $value } valt buiten het bereik: arbiter aanvaardt -{ $limit } tot { $limit }.
input-bad-rotation = De draaiing { $value } is niet 0, 90, 180 of 270 (graden, met de klok mee).
input-unknown-tile = Onbekende tegel "{ $tile }". Ids die erop lijken: { $suggestions }. (arbiter tiles toont ze allemaal.)
input-duplicate-square = Er liggen twee tegels op vak { $square } (de andere staat op regel { $line } van het bestand).
input-piece-is-role = "{ $piece }" is een rol, geen speelstuk: een meeple wordt dat door waar hij staat. Schrijf `kind: meeple` (of `grote meeple`) en zet hem met `feature:` op een { $feature }.
input-unknown-piece = Onbekend speelstuk "{ $piece }"{ $suggestion ->
    [none] {""}
   *[other] {" "}(bedoel je "{ $suggestion }"?)
}. Speelstukken: { $known }.
input-bad-locator = "{ $locator }" is geen plaatsaanduiding zoals stad:N, weg:O, weide:NNO, klooster of tuin (of in het Engels `city:N`, `road:E`, `field:NNE`, `monastery`, `garden`){ $suggestion ->
    [none] {""}
   *[other] {""} (bedoel je "{ $suggestion }"?)
}. Deze tegel heeft: { $features }.
input-no-such-feature = Tegel { $tile } heeft geen gebied op "{ $locator }" (na het draaien). Gebieden van deze tegel: { $features }.
input-feature-twice = "{ $locator }" noemt hetzelfde gebied van deze tegel als "{ $first }" (regel { $line }): schrijf de stand ervan één keer.
input-locator-edge-split = "{ $locator }" noemt een hele zijde, en aan die zijde heeft deze tegel twee weiden, één aan elke kant van de weg of rivier: { $locator-a } en { $locator-b }. Welke bedoel je? Schrijf { $locator-a } of { $locator-b }.
input-locator-edge-one = "{ $locator }" noemt een hele zijde, maar een weide noem je bij een halve zijde: schrijf { $locator-a }{ $locator-b ->
    [none] {""}
   *[other] {""} (of { $locator-b }: dezelfde weide)
}.
input-bad-at = Bij --at hoort X,Y (twee gehele getallen), niet "{ $value }".
input-bad-piece-flag = Bij --piece hoort SOORT@PLAATS of EIGENAAR/SOORT@PLAATS, zoals meeple@weg:O of rood/meeple@weg:O (of follower@road:E), niet "{ $value }".
input-bad-address = "{ $value }" is geen speelstuk zoals { $list } het schrijft: { $list ->
    [pieces] EIGENAAR/SOORT@GEBIED, zoals rood/meeple@weg:O (GEBIED|GEBIED als de foto er twee openlaat), of een mapping met owner, kind en feature
    [figures] SOORT@X,Y op een tegel, SOORT@EIGENAAR@X,Y naast het speelstuk van die speler (SOORT@EIGENAAR@X,Y:GEBIED om te zeggen welk), EIGENAAR/SOORT@X,Y:hoek op een hoek, of een mapping met kind en at, beside of corner
   *[held] EIGENAAR/SOORT@HOUDER, zoals blauw/meeple@rood (rood houdt een meeple van blauw vast), of een mapping met holder, owner en kind
}.
input-piece-not-movers = Het speelstuk { $piece } is van { $owner }, maar de zet is van { $mover }: een zet plaatst een speelstuk van de speler zelf.
input-bad-piece-record = Het speelstuk van een zet schrijf je als SOORT@PLAATS of EIGENAAR/SOORT@PLAATS, zoals meeple@weg:O of rood/meeple@weg:O (of follower@road:E), niet "{ $value }".

## Regelproblemen (afsluitcode 1)
problem-one-per-square = Op vak { $square } ligt al tegel nummer { $other }.
problem-square-taken = Op vak { $square } ligt al een tegel.
problem-edges-match = De { $kind } aan zijde { $edge ->
    [E] O
    [S] Z
   *[other] { $edge }
} grenst aan de { $other-kind } van { $other } op { $square }.
problem-connected = De tegel op { $square } raakt geen andere tegel: het speelveld moet één samenhangend geheel zijn.
problem-tile-expansion = Tegel { $tile } hoort bij { $expansion }, en die uitbreiding staat niet aan in `rules.expansions`.
problem-tile-supply = Er { $count ->
    [one] ligt 1 exemplaar
   *[other] liggen { $count } exemplaren
} van { $tile } op tafel, maar in de gespeelde sets zitten er { $allowed }.
problem-tile-state-expansion = Bij tegel { $tile } staat `{ $key }`, dat bij { $expansion } hoort, en die uitbreiding staat niet aan in `rules.expansions`.
problem-tile-state-range = Bij tegel { $tile } staat `{ $key }: { $value }`, maar dat getal moet tussen { $min } en { $max } liggen.
problem-feature-state-expansion = Bij tegel { $tile } staat `{ $key }` op { $feature }, dat bij { $expansion } hoort, en die uitbreiding staat niet aan in `rules.expansions`.
problem-feature-state-range = Bij tegel { $tile } staat `{ $key }: { $value }` op { $feature }, maar dat getal moet tussen { $min } en { $max } liggen.
problem-feature-state-disagree = Bij tegel { $tile } staat `{ $key }: { $value }` op { $feature }, maar hetzelfde gebied heeft `{ $key }: { $other-value }` op tegel { $other } op { $square }. Eén gebied heeft één waarde: schrijf die bij één deel ervan, of bij elk deel dezelfde.
problem-piece-expansion = De { $piece } hoort bij { $expansion }, en die uitbreiding staat niet aan in `rules.expansions`.
problem-figure-stands = Een { $piece } staat daar niet: dit soort speelstuk staat ergens anders, of hoort bij een andere eigenaar.
problem-figure-nowhere = De { $piece } staat op een plek die niet op tafel ligt (die tegel is er niet, of het speelstuk waarnaast hij staat is er niet).
problem-held-own = Een { $piece } kan niet door de eigen eigenaar worden vastgehouden, en een figuur van niemand wordt nooit vastgehouden.
problem-held-no-expansion = Een speler houdt een { $piece } van een ander vast, maar geen uitbreiding in het spel kent gevangenen.
problem-action-expansion = De zet { $action-key } hoort bij { $expansion }, en die uitbreiding staat niet aan in `rules.expansions`.
problem-step-instead = { $why ->
    [piece] De stap { $action-key } doe je in plaats van een speelstuk te plaatsen, en deze zet plaatst al een speelstuk.
    [action] De stap { $action-key } doe je in plaats van een speelstuk te plaatsen, en deze zet doet daarvoor al { $after-key }.
   *[order] De stap { $action-key } doe je in plaats van een speelstuk te plaatsen, dus die stap komt als eerste: schrijf hem vóór { $after-key }.
}
problem-step-follows = De stap { $action-key } kan alleen na { $needed } in dezelfde beurt.
problem-piece-supply = { $player } heeft { $count ->
        [one] { $count } speelstuk van de soort
       *[other] { $count } speelstukken van de soort
    } { $piece } op het speelveld; elke speler heeft er { $allowed }.
problem-one-piece-per-tile = Op deze tegel { $count ->
        [one] staat { $count } speelstuk
       *[other] staan { $count } speelstukken
    }, maar een speler zet hoogstens één speelstuk, op de tegel die hij net heeft aangelegd.
problem-farmers-not-placed = Met { $option } gaat er geen meeple in een weide (JCloisterZone zonder boeren): deze { $piece } mag daar niet staan.
problem-piece-feature-kind = { $piece ->
    [abt] De abt
    [bouwmeester] De bouwmeester
    [varken] Het varken
   *[other] Een { $piece }
} mag niet { $feature ->
    [weide] in een weide
    [stad] in een stad
    [tuin] in een tuin
    [klooster] op een klooster
   *[other] op een { $feature }
} staan.
problem-builder-without-follower = De bouwmeester staat op een weg of stad waar zijn eigenaar geen meeple heeft.
problem-pig-without-farmer = Het varken staat in een weide waar zijn eigenaar geen boer heeft.
problem-completed-occupied = Er staat nog een { $piece } { $feature ->
    [klooster] op een voltooid klooster
    [stad] in een voltooide stad
    [tuin] in een voltooide tuin
   *[other] op een voltooide { $feature }
}: die had terug naar de voorraad moeten gaan toen het gebied werd geteld.
problem-no-such-feature = Tegel { $tile } heeft geen gebied op { $locator }.
problem-no-supply = { $player } heeft geen { $piece } meer in voorraad (elke speler heeft er { $allowed }).
problem-occupied = { $feature ->
    [weide] In deze weide
    [stad] In deze stad
    [tuin] In deze tuin
    [klooster] Op dit klooster
   *[other] Op deze { $feature }
} staat al { $whose ->
    [own] een eigen meeple van { $player } (de tegel sluit erop aan): per gebied staat er maar één meeple, ook als ze dezelfde kleur hebben. Zet de meeple op een ander gebied van de tegel, of zet er geen.
   *[other] een meeple van een andere speler (de tegel sluit erop aan). Zet de meeple op een ander gebied van de tegel, of zet er geen.
}
problem-no-abbot-to-recall = { $player } heeft geen abt op het speelveld om terug te nemen.
problem-abbot-recall-completed = { $player } mag de abt niet terugnemen: de net gelegde tegel maakt zijn { $feature } af (een voltooid gebied telt zoals altijd).
problem-river-no-spring = De Rivier speelt mee, maar de bron ligt niet op tafel.
problem-river-stray = Riviertegel { $tile } sluit niet aan op de rivier die uit de bron stroomt.
problem-river-first = { $tile } is aangelegd voordat de rivier af was; tot het meer ligt, worden alleen riviertegels aangelegd.
problem-river-turn-back = Op { $square } stroomt de rivier terug: ze stroomt alleen verder in de richting waarin ze de bron verliet, of naar de kant die de eerste bocht koos, nooit terug naar de bron.
problem-river-no-room = Op { $square } laat de rivier geen ruimte: de vijf vakken voor het open einde moeten leeg blijven.
problem-river-finished = Het meer ligt al: de rivier is af.
problem-river-continue = Een riviertegel moet aansluiten op het open einde van de rivier, op { $square }.

## Categorieën van uitspraken en soorten termen
category-placement = plaatsen
category-scoring = puntentelling
category-movement = zetten
category-turn-structure = beurtverloop
category-definition = definitie
term-kind-expansion = uitbreiding
term-kind-piece = speelstuk
term-kind-piece-type = soort speelstuk
term-kind-feature = gebied
term-kind-token = spelelement
term-kind-term = term
input-move-needs-tile = Een Carcassonne-zet heeft --tile en --at nodig (bijvoorbeeld --tile D --at 1,0 --rot 90).
input-carcassonne-only = Dit werkt alleen met Carcassonne-spelsituaties en partijverslagen, niet met Keyflower-bestanden.
input-move-flags-keyflower = Een Keyflower-zet staat in het bestand zelf, onder `move:`; --tile, --at, --rot, --piece, --recall-abbot, --action, --player en --extra-turn horen bij Carcassonne-spelsituaties. Laat ze weg.
problem-river-lake-early = { $count ->
    [one] Het meer ligt op tafel terwijl er nog 1 riviertegel ontbreekt: het meer is de laatste riviertegel.
   *[other] Het meer ligt op tafel terwijl er nog { $count } riviertegels ontbreken: het meer is de laatste riviertegel.
}
problem-shared-at-placement = Het speelstuk op { $square } staat op een deel van een { $feature } dat over een tegelrand vastzit aan het bezette deel op { $other }: welke van de twee tegels ook als tweede kwam, die is aangelegd aan een bezette { $feature }.
col-place = Plek
tile-legend-places = 1 2 3 …: waar een speelstuk op het gebied van die rij in de plaatjes staat (de kolom Plek).
# Counted things when there are none (a tile holding no resources).
arg-counted-none = niets
tile-note-volcano = vulkaan
tile-note-dragon = drakensymbool
tile-note-portal = magische poort
tile-note-princess = jonkvrouw
edition-dragon-and-fairy = "{ $name }" is de huidige editie (Draak & Fee), die arbiter niet beoordeelt: de spelregels ervan zijn er niet, en volgens de FAQ is het een nieuw ontwerp (de draak kijkt naar een meeple, de drakenschat, dubbele tegels, geen jonkvrouw). arbiter beoordeelt de klassieke uitbreiding zoals JCloisterZone die speelt: schrijf De Draak, de Fee en de Jonkvrouw.
edition-towers-and-thieves = "{ $name }" is de huidige editie (Torens & Dieven), die arbiter niet beoordeelt: de spelregels ervan zijn er niet, en volgens de FAQ is het een nieuw ontwerp (wachters die op torens binnen bereik komen, dieven). arbiter beoordeelt de klassieke uitbreiding zoals JCloisterZone die speelt: schrijf De Toren.
edition-current-box = "{ $name }" is een doos van de huidige editie, die arbiter niet beoordeelt: de spelregels ervan zijn er niet. arbiter beoordeelt de klassieke dozen zoals JCloisterZone ze speelt: De Draak, de Fee en de Jonkvrouw; De Toren; Burgemeesters en Abdijen; Koning & Roofridder; Schapen en Heuvels; Het Circus; Bruggen, Burchten en Bazaars.
