# Meldingen van veilig lezen en schrijven: begrensde invoer, uitvoerbestanden, onbetrouwbare tekst.

## Lezen
reliability-input-over-limit = De invoer is groter dan { $limit } bytes; arbiter leest bestanden van hoogstens { $limit } bytes (en leest daarna niet verder).

## Schrijven
reliability-stdout = de standaarduitvoer
reliability-other-kind = { $path } wordt niet geschreven: { $input ->
    [yes] het is de invoer van deze opdracht zelf, en het bevat
   *[no] het bevat
} { $found ->
    [yaml] een spelsituatie of partijverslag
    [svg] een SVG-plaatje
    [png] een PNG-plaatje
    [html] een webpagina
    [other-html] een webpagina die arbiter niet schreef
    [text] een tekstweergave
    [other-text] tekst die arbiter niet schreef
    [script] een script of programma
    [json] JSON (een opgeslagen JCloisterZone-partij?)
   *[other] gegevens van een andere soort
}, en arbiter vervangt dat niet door { $writing ->
    [yaml] een partijverslag of spelsituatie
    [svg] een SVG-plaatje
    [png] een PNG-plaatje
    [html] een webpagina
   *[text] een tekstweergave
}. Verwijder het of kies een andere bestandsnaam.
reliability-output-link = { $path } wordt niet geschreven: het is een symbolische koppeling, en arbiter schrijft nooit via een koppeling naar een bestand ergens anders. Geef het bestand zelf op, of verwijder de koppeling.
reliability-output-device = { $path } wordt niet geschreven: het is een apparaat, een pipe of een socket, geen bestand. arbiter schrijft naar geen enkel apparaat behalve /dev/null; schrijf -o - voor standaarduitvoer.
reliability-temp-names-taken = Er wordt niets geschreven: arbiter schrijft een bestand eerst helemaal ernaast, onder een tijdelijke naam, en al die namen zijn bezet, te beginnen met { $path }. Verwijder die bestanden (arbiter laat er zelf geen achter) en probeer het opnieuw.
reliability-output-read-only = { $path } wordt niet geschreven: het is alleen-lezen, en arbiter vervangt geen alleen-lezen bestand (de > van de shell ook niet). Maak het eerst schrijfbaar, of kies een andere bestandsnaam.
reliability-output-linked = { $path } wordt niet geschreven: het bestand heeft { $links } namen (harde koppelingen); als arbiter het hier vervangt, houden de andere namen het oude bestand. Verwijder de andere namen, of kies een andere bestandsnaam.
reliability-replaced-input = Let op: { $path } was de invoer; het bevat nu de uitvoer (arbiter schreef die eerst helemaal en verving toen het oude bestand).
-overwrite-rule = Uitvoerbestanden: een bestand wordt eerst helemaal naast het doel geschreven en dan op zijn plaats gezet, zodat een volle schijf nooit een afgebroken bestand achterlaat. Een bestaand bestand wordt alleen vervangen door uitvoer van dezelfde soort (een spelsituatie of verslag door YAML, een SVG door SVG, een PNG door PNG, een webpagina door HTML); alleen dan schrijft een opdracht over zijn eigen invoer heen, en zegt dat. Een symbolische koppeling, een alleen-lezen bestand, een bestand met andere harde koppelingen, een script of een uitvoerbaar bestand wordt nooit vervangen. -o - schrijft naar de standaarduitvoer.
cli-settle-after = { -overwrite-rule }
cli-import-after = { -overwrite-rule }
cli-render-after = { -overwrite-rule }
cli-tiles-sheet-after = { -overwrite-rule }
cli-rulings-export-after = { -overwrite-rule } --html - schrijft de pagina naar de standaarduitvoer.
reliability-terminal-picture-name = render --terminal schrijft tekst, geen plaatje: niet in een .{ $ext }-bestand.

## Begrensde uitvoer
reliability-more-repeated-keys = … en vanaf hier nog { $count ->
        [one] { $count } herhaalde sleutel
       *[other] { $count } herhaalde sleutels
    } (elk wordt genegeerd, net als de eerste).
reliability-not-shown = … en nog { $count } die niet getoond worden (de eerste { $shown } wel).
reliability-query-too-long = De zoekvraag heeft { $words ->
        [one] { $words } woord en { $chars } tekens;
       *[other] { $words } woorden en { $chars } tekens;
    } arbiter zoekt op hoogstens { $max-words } woorden en { $max-chars } tekens tegelijk. Vraag het met minder woorden.

## Plaatjes
reliability-board-too-large = Het bord beslaat { $cols } × { $rows } vakken (van { $from } tot { $to }); arbiter tekent borden van hoogstens { $max } vakken in elke richting. Controleer de vakken van de verst afgelegen tegels.
render-too-many-tiles = Het bord telt te veel tegels ({ $count }) voor { $kind ->
    [png] een PNG-plaatje
   *[svg] een SVG-plaatje
}: arbiter tekent er daarin hoogstens { $limit }, om binnen zijn grenzen voor geheugen en tijd te blijven. { $kind ->
    [png] Een SVG-plaatje (-o bord.svg) of de tekstweergave (--terminal) tekent grotere borden.
   *[svg] De tekstweergave (--terminal) tekent het wel.
}
render-too-much-drawn = Het plaatje zou { $count } dingen tekenen (tegels, speelstukken, en elk gemarkeerd deel en elk puntenlabel), meer dan arbiter tekent in { $kind ->
    [png] een PNG-plaatje
   *[svg] een SVG-plaatje
}, namelijk hoogstens { $limit }, om binnen zijn grenzen voor geheugen en tijd te blijven. { $kind ->
    [png] Een SVG-plaatje (-o bord.svg) of de tekstweergave (--terminal) tekent meer.
   *[svg] De tekstweergave (--terminal) tekent het wel.
}

## Kleine dingen
reliability-kf-no-players = De spelsituatie noemt geen spelers: er is niemand om te tellen. Schrijf er minstens één onder `players:`.

## Importeren
jcz-unrepresentable = In de opgeslagen partij heeft `{ $field }` de waarde { $value }, die een partijverslag niet kan bevatten (arbiter rondt niet af en laat niets weg): de partij wordt niet geïmporteerd.
jcz-name-is-colour = In de opgeslagen partij is `{ $field }` “{ $name }”, een kleurwoord van dit spel: in een verslag zouden eigenaars en scores dubbelzinnig zijn, dus de partij wordt niet geïmporteerd. Geef de speler in JCloisterZone een andere naam en sla opnieuw op.
jcz-start-square-twice = In de opgeslagen partij ligt `{ $field }` op vak { $square }, net als `{ $other }`: een verslag kan geen twee tegels op één vak bevatten, dus de partij wordt niet geïmporteerd.
reliability-kf-too-many-tiles = De spelsituatie bevat { $count } tegels; een Keyflower-spelsituatie bevat er hoogstens { $limit } (de doos heeft er minder dan 100).
reliability-printed-negative = Het gedrukte getal `{ $key }` is { $value }: een getal dat op een tegel staat, is nooit negatief.
