# Het Circus (klassiek): de naam, de twee soorten plekken, de circusdirecteur en de circustent,
# en de problemen die de regels vinden (expansions/under_the_big_top/).

expansion-under-the-big-top = Het Circus
piece-ringmaster = circusdirecteur
pieces-ringmaster = circusdirecteurs
piece-big-top = circustent
pieces-big-top = circustenten
feature-circus = circus
tile-summary-circus = circusplek
locator-circus = circusplek
seen-mark-circus = circusplek
feature-acrobats = acrobatenplek
tile-summary-acrobats = acrobatenplek
locator-acrobats = acrobatenplek
seen-mark-acrobats = acrobatenplek

# Zijn problemen.
problem-bt-acrobat-kind = Een { $piece } op de acrobatenplek op { $square }: alleen een gewone meeple mag acrobaat zijn.
problem-bt-acrobats-full = Op de acrobatenplek op { $square } { $count ->
    [one] staat { $count } meeple
   *[other] staan { $count } meeples
}: een piramide telt er hoogstens 3.
problem-bt-tile-pieces = Op de tegel op { $square } { $count ->
    [one] staat naast de acrobaten { $count } speelstuk
   *[other] staan naast de acrobaten { $count } speelstukken
}: een tegel neemt één speelstuk, en zijn acrobatenplek nog hoogstens 3 meer.
problem-bt-bigtop-tile = De circustent staat op de tegel op { $square }, die geen circusplek heeft: ze staat altijd op de laatst gelegde circustegel.
problem-bt-bigtop-missing = Er { $count ->
    [one] ligt een circustegel
   *[other] liggen { $count } circustegels
} op tafel, maar de circustent staat er niet bij: die staat op de laatst gelegde circustegel (figures: [big-top@X,Y]).
problem-bt-token-value = Op de tegel op { $square } ligt een fiche van { $value }: de dierenfiches zijn 1, 3, 4, 5, 6 of 7 waard.
problem-bt-token-tile = Op de tegel op { $square } ligt een dierenfiche, maar die tegel heeft geen circusplek: dierenfiches liggen alleen op circustegels.
problem-bt-token-count = Er { $count ->
    [one] ligt één dierenfiche
   *[other] liggen { $count } dierenfiches
} van { $value } op tafel; de doos bevat er { $allowed }.
problem-bt-acrobat-none = Op { $square } is geen acrobatenplek.
problem-bt-acrobat-bridge = Op de tegel op { $square } komt geen acrobaat: er ligt een brug over, en een brug en acrobaten liggen nooit op dezelfde tegel.
problem-bt-acrobat-far = De acrobatenplek op { $square } is buiten bereik: een acrobaat komt op de gelegde tegel (op { $from }) of op een van de 8 tegels eromheen, of op elke acrobatenplek als de gelegde tegel een magische poort toont.
problem-bt-pyramid-not-full = Op de acrobatenplek op { $square } { $count ->
    [0] staat geen acrobaat
    [one] staat { $count } acrobaat
   *[other] staan { $count } acrobaten
}: alleen een volle piramide van 3 mag geteld worden.
problem-bt-token-before-wagon = De circustent verhuist pas als de wagens verder zijn gereden (een wagen die naast het circus komt te staan, telt mee): schrijf dierenfiche={ $token } na de stap van de wagen.
problem-bt-token-owed = De circustent verlaat het circus op { $square } voor de gelegde circustegel: de zet moet zeggen welke dierenfiche daarvoor getrokken werd (de stap dierenfiche=1, 3, 4, 5, 6 of 7).
problem-bt-token-first = Voor de gelegde tegel op { $square } wordt geen dierenfiche getrokken (dierenfiche={ $token }): de circustent staat op geen ander circus, dus deze eerste circustegel krijgt haar alleen.
problem-bt-token-no-circus = Er wordt geen dierenfiche getrokken (dierenfiche={ $token }): de gelegde tegel op { $square } heeft geen circusplek, dus de circustent verhuist niet.
problem-bt-token-used = De dierenfiche { $token } is niet een van de nog ongebruikte: { $unused }.
problem-bt-final-token-used = De dierenfiche { $token } onder final_draws voor het laatste circus, onder de circustent op { $square }, is niet een van de nog ongebruikte: { $unused }.
problem-bt-final-no-big-top = Aan het eind van deze partij wordt geen dierenfiche getrokken (final_draws: dierenfiche={ $token }): de circustent staat op geen circustegel.

# Wat de zetten veranderen.
move-tile-state-token = De dierenfiche { $value } ligt nu op het circus op { $square }.

# Het laatste circus als de spelsituatie niet zegt welke dierenfiche getrokken werd.
bt-final-open = De totalen hangen af van de dierenfiche die getrokken wordt voor het laatste circus, onder de circustent op { $square }: { $ranges }. Per nog ongebruikt fiche: { $each }. Schrijf het getrokken fiche op de tegel van de circustent (token: N) om het te beslissen.
bt-final-open-record = De totalen hangen af van de dierenfiche die getrokken wordt voor het laatste circus, onder de circustent op { $square }: { $ranges }. Per nog ongebruikt fiche: { $each }. Schrijf het getrokken fiche in het partijverslag (final_draws: [dierenfiche=N]) om het te beslissen.
bt-final-same = De dierenfiche voor het laatste circus, onder de circustent op { $square }, staat er niet bij; geen speler heeft er een meeple omheen, dus elk nog ongebruikt fiche geeft dezelfde totalen.
bt-token-each = { $value } → { $totals }
edition-circus-and-artists = "{ $name }" is de huidige editie (Circus & Artiesten), die arbiter niet beoordeelt: de spelregels ervan zijn er niet, en volgens de FAQ is het een ander ontwerp (een circusdirectrice die in weiden ligt, prestatiefiches). arbiter beoordeelt het klassieke Het Circus zoals JCloisterZone het speelt: schrijf Het Circus.
