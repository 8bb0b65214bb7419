# Hulp bij het overnemen: rot: auto, seen: "NESW tekens", arbiter settle.

transcribe-no-tile = Elke tegel heeft `tile:` (id of letter) of `seen:` (hoe hij er op tafel uitziet) nodig.
transcribe-seen-and-rot = `seen:` geeft de draaiing al (de randen zoals ze op tafel liggen): laat `rot:` weg.
transcribe-bad-rot = “{ $value }” is geen draaiing: schrijf 0, 90, 180, 270, of `auto` om de buren te laten beslissen.
transcribe-bad-edges = “{ $word }” zijn geen vier randletters: de randen N, O, Z, W zoals op tafel, telkens C (stad), R (weg), F (weide) of W (rivier), bijvoorbeeld “CRFR”.
transcribe-bad-mark = “{ $word }” is geen teken{ $suggestion ->
    [none] {""}
   *[other] {""} (bedoel je “{ $suggestion }”?)
}. Tekens: { $dutch } (in het Engels: { $known }).
transcribe-seen-none = Geen tegel van de uitbreidingen in het spel ziet eruit als “{ $seen }”. { $others ->
    [none] Geen tegel heeft deze randen.
   *[other] Tegels met deze randen zien eruit als: { $others }.
}
transcribe-no-fit = Geen van de { $count ->
    [one] afbeeldingen
   *[other] { $count } afbeeldingen
} die deze regel toelaat ({ $pictures }) past bij de buren en bij het aantal tegels in de doos. { $line ->
    [0] Waarschijnlijk is een van de tegels rond { $square } verkeerd overgenomen.
   *[other] Deze tegel botst met de tegel op { $neighbour } (regel { $line } van het bestand): { $written ->
        [seen] controleer eerst wat je op deze regel zag (de randen met de klok mee vanaf het noorden, en de tekens), dan die andere tegel.
       *[id] controleer eerst het id van deze tegel, dan die andere.
    }
}
transcribe-no-fit-knock-on = Geen van de { $count ->
    [one] afbeeldingen
   *[other] { $count } afbeeldingen
} die deze regel toelaat ({ $pictures }) past bij de buren, waarschijnlijk alleen omdat de tegel ernaast op { $neighbour } (regel { $line } van het bestand) zelf nergens past: verbeter eerst die (de eigen melding zegt waarom); daarna past deze misschien wel.
transcribe-ambiguous-edge = Er blijven { $count } afbeeldingen over voor de tegel op { $square } ({ $pictures }); arbiter gokt niet. De { $edge ->
    [N] noordrand
    [E] oostrand
    [S] zuidrand
   *[W] westrand
} maakt het verschil: { $line ->
    [0] het vak ernaast, { $neighbour }, is leeg, dus schrijf zelf de draaiing op.
   *[other] leg eerst de tegel op { $neighbour } vast (regel { $line } van het bestand), dan volgt deze vanzelf.
}
transcribe-ambiguous-inside = Er blijven { $count } afbeeldingen over voor de tegel op { $square } ({ $pictures }); arbiter gokt niet. Randen en tekens zijn gelijk: ze verschillen alleen binnen in de tegel (hoe wegen, steden en weiden samenkomen), dus { $written ->
    [seen] schrijf het id dat je ziet bij `tile:`, naast `seen:` (`seen:` geeft de draaiing).
    [both] schrijf de draaiing bij `rot:` in plaats van `seen:`.
   *[other] schrijf de draaiing op.
}
transcribe-picture = { $tile } rot { $rot }
transcribe-pictures-heading = De overgebleven afbeeldingen:
transcribe-pictures-allowed = De afbeeldingen die deze regel toelaat:

settle-comment-seen = uit seen “{ $seen }”
settle-comment-auto = rot: auto
settle-written = { $count ->
    [one] Eén tegel vastgelegd
   *[other] { $count } tegels vastgelegd
}, geschreven naar { $file }.
settle-not-position = settle leest alleen Carcassonne-spelsituaties.
settle-failed = settle herschrijft een bestand regel voor regel, zoals het geschreven is, en kon dit bestand niet zo herschrijven dat het teruggelezen dezelfde spelsituatie geeft (een waarde over meer regels, zoals een gevouwen `seen: >`, kan het niet herschrijven); er is niets geschreven. Schrijf elke `seen`- en `rot: auto`-waarde op de regel van zijn sleutel en settle opnieuw.
cli-settle-about = Vul in een spelsituatie elke `seen:` en `rot: auto` in (met id en draaiing), laat de rest zoals het er staat, met een opmerking op elke regel die arbiter invulde.
cli-settle-arg-file = De spelsituatie (of het partijverslag) met tegels waarbij `seen:` of `rot: auto` staat.
cli-settle-arg-output = Schrijf de vastgelegde spelsituatie naar dit bestand (standaard: de standaarduitvoer).
problem-edges-culprit = { $tile } op { $square } (rot { $rot }): { $count ->
    [one] één rand past niet
   *[other] { $count } randen passen niet
}; { $turn ->
    [yes] met { $mend }
   *[other] de tegel { $mend } (zelfde tekens)
} past hij bij { $neighbours ->
    [one] zijn enige buur
    [2] allebei zijn buren
    [3] alle drie zijn buren
   *[other] alle { $neighbours } buren
}.
problem-edges-either = De { $kind } aan zijde { $edge ->
    [E] O
    [S] Z
   *[other] { $edge }
} grenst aan de { $other-kind } van { $other } op { $square }. Elk van beide tegels kan de fout zijn: deze past bij al zijn buren met { $mend }, die op { $square } met { $other-mend }.
col-seen = Seen (ongedraaid)
tiles-footnote = Aantal: exemplaren in de doos van de klassieke sets. Met tuinen: exemplaren wanneer de abt meedoet; die sets vervangen een paar tegels door hun tweeling met een tuin (sommige aantallen zakken dus met één, en de tuintegels komen erbij). Seen: de “seen”-tekst van de ongedraaide tegel (randen N, O, Z, W: C stad, R weg, F weide, W rivier; dan de tekens); gedraaid schuiven de randen met de klok mee. De basisletters mogen ook als kleine letter (`arbiter tiles show d`).
tiles-seen = seen: “{ $seen }”
cli-tiles-sheet-about = Teken alle tegels van de gekozen uitbreidingen op één blad, ongedraaid, met letter, id en “seen”-tekst (SVG, of PNG voor een .png-bestand), om naast een foto van de tafel te houden.
cli-tiles-sheet-arg-expansions = Uitbreidingen, gescheiden door komma's (standaard: alle); het basisspel doet altijd mee.
cli-tiles-sheet-arg-output = Schrijf het blad naar dit bestand (.svg of .png; standaard: SVG op de standaarduitvoer).

## De woorden van het positiebestand zoals tabellen ze tonen (arbiter leest ze ook zo).
locator-city = stad
locator-road = weg
locator-river = rivier
locator-field = weide
locator-monastery = klooster
locator-inner = binnen
# De letters voor noord, oost, zuid en west, in die volgorde.
compass-letters = NOZW
seen-mark-monastery = klooster
seen-mark-pennant = wapenschild
seen-mark-cathedral = kathedraal
seen-mark-inn = herberg
seen-mark-wine = wijn
seen-mark-grain = graan
seen-mark-cloth = stof
seen-mark-spring = bron
seen-mark-lake = meer
seen-mark-apart = gescheiden
seen-mark-volcano = vulkaan
seen-mark-dragon = draak
seen-mark-portal = poort
seen-mark-princess = jonkvrouw
