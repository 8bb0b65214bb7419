# Meldingen van render, replay, import en schema.

## Helpteksten
cli-render-about = Teken een spelsituatie of partijverslag als plaatje (SVG, of PNG met --format png of een -o BESTAND.png) of, met --terminal, als gekleurde tekst.
cli-render-arg-file = Het bestand met de spelsituatie of het partijverslag (YAML).
cli-render-arg-output = Schrijf het plaatje naar dit bestand (standaard: de standaarduitvoer).
cli-render-arg-terminal = Toon een compacte gekleurde tekstweergave in plaats van een plaatje.
cli-render-arg-highlight = Omlijn de gebieden die aan het einde van het spel punten opleveren, met hun punten.
cli-render-arg-until = Bij een partijverslag: teken de spelsituatie na zet N.
cli-replay-about = Speel een partijverslag zet voor zet na: stop bij de eerste zet die niet mag en toon wie wanneer en waarom wat scoorde, en de eindstand.
cli-replay-arg-file = Het partijverslag (YAML).
cli-replay-arg-until = Stop na zet N.
cli-import-about = Zet een opgeslagen JCloisterZone-partij (.jcz) om in een partijverslag.
cli-import-arg-file = De opgeslagen JCloisterZone-partij (.jcz).
cli-import-arg-output = Schrijf het partijverslag naar dit bestand (standaard: de standaarduitvoer).
cli-schema-about = Toon het JSON Schema (draft-07) van het bestand met de spelsituatie, voor editors.
cli-schema-arg-record = Toon in plaats daarvan het schema van het partijverslag.
cli-score-arg-until = Bij een partijverslag: tel de spelsituatie na zet N.
cli-check-arg-until = Bij een partijverslag: controleer de spelsituatie na zet N.

## Naspelen
heading-score-history = Puntenverloop
heading-replay-final-lines = Eindtelling
heading-replay-totals = Stand
col-move = Zet
replay-payment = overige punten
replay-nothing-scored = Tijdens het spel is niets gescoord.
replay-nothing-final = De eindtelling levert niets op.
replay-illegal = Zet { $number } van { $player } (regel { $line } van het partijverslag) is niet toegestaan; het naspelen stopt ervoor:
replay-not-judged = Zet { $number } van { $player } (regel { $line } van het partijverslag) wordt niet beoordeeld: een deel ervan valt buiten wat arbiter beoordeelt, dus het naspelen stopt ervoor:
replay-not-finished = Het verslag is geen afgelopen partij ({ $played ->
    [one] 1 zet
   *[other] { $played } zetten
} gespeeld): geen eindtelling.
replay-stopped = Het partijverslag stopt bij zet { $number } (regel { $line } van het partijverslag), die niet is toegestaan; de spelsituatie daarvóór wordt gebruikt.
problem-replay-turn = { $expected } is aan de beurt, niet { $player }.
problem-replay-no-extra-turn = Deze zet staat als extra beurt van een bouwmeester aangemerkt, maar de vorige zet leverde er geen op.
problem-replay-chained-extra-turn = { $player } heeft net de extra beurt van de bouwmeester gehad: een extra beurt levert geen nieuwe extra beurt op, dus nu is de volgende speler aan de beurt.
input-until-needs-record = --until werkt alleen met een partijverslag (een bestand met `start:` en `moves:`).
input-piece-and-recall = Een zet plaatst een stuk ({ $value }) of haalt de abt terug, niet allebei.
input-piece-and-action = Een zet plaatst een stuk ({ $value }) of doet een actie ({ $action }), niet allebei.
input-recall-and-action = `recall_abbot: true` en `action: { $action }` zijn twee acties; een zet doet er maar één.
input-unknown-action = Onbekende actie "{ $action }"{ $suggestion ->
    [none] {""}
   *[other] {" "}(bedoel je "{ $suggestion }"?)
}. Acties: { $dutch } (in het Engels: "{ $known }").
input-action-no-parameter = De actie { $action } heeft geen parameter: schrijf { $action } zonder "={ $value }".
input-figure-place = Een figuur staat op een tegel, geschreven als `at: [x, y]` (met `beside:` voor het speelstuk waarnaast hij staat), of op een hoek, geschreven als `corner: [x, y]`: schrijf een van de twee.
input-figure-no-tile = Er ligt geen tegel op { $square }, waar deze figuur zou staan.
input-figure-beside = { $count ->
    [0] { $owner } heeft geen speelstuk op de tegel op { $square } waarnaast deze figuur kan staan.
   *[other] { $owner } heeft { $count } speelstukken op de tegel op { $square }: voeg `feature:` toe met de plaatsaanduiding van het stuk waarnaast deze figuur staat.
}
input-action-needs-piece = De actie { $action } wijst een speelstuk aan: schrijf { $action }=EIGENAAR@X,Y (de kleur of naam van de eigenaar, dan het vak van de tegel waarop het stuk staat), bijvoorbeeld { $action }=rood@1,0.
input-bad-action-piece = "{ $value }" wijst geen speelstuk aan voor { $action }: schrijf EIGENAAR@X,Y (de kleur of naam van een speler, dan het vak van de tegel waarop het stuk staat), bijvoorbeeld rood@1,0.
input-action-needs-square = De actie { $action } wijst een vak aan: schrijf { $action }=X,Y, bijvoorbeeld { $action }=1,0.
input-bad-action-square = "{ $value }" wijst geen vak aan voor { $action }: schrijf X,Y, twee hele getallen, bijvoorbeeld 1,0.
input-action-needs-player = De actie { $action } wijst een speler aan: schrijf { $action }=SPELER (een kleur of een naam), bijvoorbeeld { $action }=rood.
input-bad-action-player = "{ $value }" is geen speler van dit spel voor { $action }: schrijf de kleur of naam van een speler, bijvoorbeeld rood.
input-action-needs-kind = De actie { $action } noemt een soort speelstuk: schrijf { $action }=SOORT, SOORT@X,Y of SOORT@SPELER zoals de hulp zegt, bijvoorbeeld { $action }=meeple.
input-bad-action-kind = "{ $value }" noemt niet wat { $action } nodig heeft: een soort speelstuk (meeple, grote-meeple ...), met @X,Y (een vak) of @SPELER (een kleur of een naam) als de actie erom vraagt, bijvoorbeeld meeple@1,0 of meeple@rood.
input-action-needs-word = De stap { $action } noemt een van { $values }: schrijf { $action }=WOORD, bijvoorbeeld { $action }=wolf.
input-bad-action-word = De stap { $action } kan alleen { $values } zijn, niet "{ $value }".
input-bad-action-tile = "{ $value }" is geen tegel voor { $action }: schrijf de naam of letter van een tegel, bijvoorbeeld { $action }=BB/F.b.
input-bad-action-number = "{ $value }" is geen heel getal voor { $action }: schrijf het in cijfers, bijvoorbeeld { $action }=3.

## Tekenen
render-legend = { $initial } = { $name } ({ $color })
error-picture-format = --format svg en --format png gelden alleen voor de opdracht render.
error-write-file = Kan { $path } niet schrijven: { $reason }
error-png = Kan het PNG-plaatje niet maken: { $reason }
error-png-terminal = Een PNG-plaatje wordt niet naar de terminal geschreven: gebruik -o BESTAND.png of leid de uitvoer om.

## Importeren
import-header = Door arbiter geïmporteerd uit { $file }
import-done = Partijverslag ({ $moves ->
        [one] { $moves } zet)
       *[other] { $moves } zetten)
    } geschreven naar { $path }.
jcz-not-json = Dit is geen opgeslagen JCloisterZone-partij (de JSON is onleesbaar): { $detail }
jcz-too-complex = { $what ->
    [depth] De opgeslagen partij nest lijsten en objecten dieper dan arbiter leest, hoogstens { $limit } diep (een opgeslagen partij heeft 7 nodig). Hier stopt het lezen.
    [objects] De opgeslagen partij bevat meer objecten dan arbiter in één bestand leest, namelijk { $limit } (een lange partij heeft er minder dan 2.000). Bij dit object stopt het lezen.
   *[values] De opgeslagen partij bevat meer waarden dan arbiter in één bestand leest, namelijk { $limit } (een lange partij heeft er minder dan 6.000), waar ze ook staan. Bij deze waarde stopt het lezen.
}
jcz-too-many-messages = Het verloop van de opgeslagen partij telt { $count } berichten, meer dan arbiter importeert, namelijk { $limit } (een lange partij heeft er minder dan 1.000): de partij wordt niet geïmporteerd.
jcz-missing = In de opgeslagen partij ontbreekt `{ $key }`.
jcz-bad-message = Bericht { $number } in het verloop van de opgeslagen partij heeft een verkeerde vorm ({ $detail }).
jcz-auction-tiles = Bericht { $number } in het verloop van de opgeslagen partij opent een veiling op een bazaar waarvan het bestand de tegels niet noemt: het heeft geen trekvolgorde (gameAnnotations.drawOrder), en het verloop stopt voordat de spelers de tegels leggen die ze kregen.
jcz-unknown-set = De opgeslagen partij gebruikt de tegelset { $set }, die arbiter niet kent (arbiter kent { $known }).
jcz-element-missing = De opgeslagen partij speelt de tegels van { $expansion } zonder het spelelement { $element }: JCloisterZone speelt die tegels dan anders, en dat beoordeelt arbiter niet.
jcz-element-missing-option = De opgeslagen partij zet de regel { $option } zonder het spelelement { $element } waar die regel over gaat: JCloisterZone speelt dan alsof de regel niet gezet is, en dat beoordeelt arbiter niet.
jcz-unknown-element = De opgeslagen partij gebruikt { $element }, dat bij een uitbreiding hoort die arbiter niet kent.
jcz-unknown-rule = De opgeslagen partij zet de regel { $rule } op { $value }; dat ondersteunt arbiter niet.
jcz-too-many-players = De opgeslagen partij heeft { $count } spelers; er kunnen er hoogstens 7 meedoen.
jcz-unknown-tile = De opgeslagen partij speelt de tegel { $tile }, die arbiter niet kent (lijkt op: { $suggestions }).
jcz-no-commit = Het verloop van de opgeslagen partij bevat zetten (berichten { $number } tot en met { $last }), maar geen enkele COMMIT, waarmee JCloisterZone elke beurt afsluit: geen beurt is afgemaakt, dus er is geen partij om in te lezen.
jcz-unsupported-message = Bericht { $number } in het verloop van de opgeslagen partij is { $type }; dat leest arbiter niet: het hoort bij een deel van een uitbreiding dat arbiter niet beoordeelt.
jcz-unknown-meeple = De opgeslagen partij gebruikt het stuk { $meeple }, dat arbiter niet kent.
jcz-no-feature = Bericht { $number } zet een stuk op { $feature } { $location } van tegel { $tile }, maar de gelegde tegel heeft zo'n deel niet.
render-legend-symbols = Tekens: { $symbols }. Een speelstuk toont de beginletter van zijn eigenaar (zie boven): alleen voor een meeple, na de letter van het stuk voor de andere stukken.
render-legend-symbol = { $glyph } { $name }
legend-crossroads = kruispunt (de wegen eindigen daar)
input-action-needs-placement = De actie { $action } wijst een speelstuk en een plek aan: schrijf { $action }=SOORT@X,Y:GEBIED (de soort speelstuk, het vak van een tegel, het gebied daarop), bijvoorbeeld { $action }=meeple@1,0:stad:N.
input-bad-action-placement = "{ $value }" wijst geen speelstuk en plek aan voor { $action }: schrijf SOORT@X,Y:GEBIED (de soort speelstuk, het vak van een tegel, het gebied daarop), bijvoorbeeld meeple@1,0:stad:N.
render-holds-prisoner = { $piece } van { $owner } (gevangene)
