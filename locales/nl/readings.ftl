# Onduidelijke lezingen: tegels met meer afbeeldingen over, stukken met alternatieven.

readings-or = of
readings-tile = de tegel op { $square } (regel { $line } van het bestand): { $options }
readings-piece = de { $kind } van { $owner } op de tegel op { $square } (regel { $line } van het bestand): { $options }
readings-same = { $count ->
    [one] Eén lezing bleef open
   *[other] { $count } lezingen bleven open
}: { $open }. { $legal ->
    [yes] Elke geldige lezing geeft hetzelfde oordeel en dezelfde totalen, dus de lezing doet er niet toe.
    [position] De spelsituatie zelf overtreedt { $rules }, wat deze tegels ook tonen (`arbiter check` laat zien waar); elke lezing geeft dezelfde totalen, dus de lezing verandert ze niet.
   *[other] Geen lezing van wat open bleef is geldig (`arbiter check` laat zien waarom); elke lezing geeft dezelfde totalen, dus voor de totalen doet de lezing er niet toe.
}
readings-differ = De totalen hangen af van hoe dit gelezen wordt: { $ranges }, afhankelijk van { $item }. { $settle }
readings-differ-each = De totalen hangen af van hoe dit gelezen wordt: { $ranges }, afhankelijk van { $item }. Per lezing: { $each }. { $settle }
readings-differ-together = De totalen hangen af van hoe deze samen gelezen worden, al beslist geen ervan het alleen (elk laat, hoe ook gelezen, dezelfde totalen mogelijk): { $ranges }, afhankelijk van { $items }. Bekijk elk ervan op tafel en schrijf op wat het toont.
readings-each = { $reading } → { $totals }
readings-settle-piece = Kijk op welk gebied het stuk staat en schrijf alleen dat gebied bij `feature:`.
readings-settle-edge = De { $edge ->
    [N] noordrand
    [E] oostrand
    [S] zuidrand
   *[W] westrand
} onderscheidt ze: { $line ->
    [0] het vak ernaast, { $neighbour }, is leeg, dus schrijf zelf de draaiing.
   *[other] leg eerst de tegel op { $neighbour } vast (regel { $line } van het bestand), dan volgt deze vanzelf.
}
readings-settle-inside = Van boven zien ze er hetzelfde uit; ze verschillen alleen binnen de tegel (waar de weiden en wegen onderbroken zijn): kijk goed en { $written ->
    [yes] schrijf de draaiing bij `rot:` in plaats van `seen:`.
   *[other] schrijf het id dat je ziet bij `tile:`, naast `seen:`.
}
readings-too-many = { $count } open tegels en stukken hangen van elkaar af en laten { $more ->
    [yes] meer dan { $readings }
   *[no] { $readings }
} lezingen over; arbiter telt hoogstens { $limit } lezingen van het hele bord. Schrijf de id (`tile:` naast `seen:`) of het gebied van een deel ervan: { $items }.
input-piece-alternatives = Deze opdracht moet weten op welk gebied het stuk staat: schrijf één gebied (score en check beoordelen een lijst alternatieven).
input-record-piece-alternatives = Een partijverslag wordt precies opgeschreven, dus elk stuk in de beginsituatie staat op één gebied: bij de { $piece } van { $owner } op de tegel op { $square } staan de keuzes { $features }. Schrijf het ene gebied op waar het stuk staat.
transcribe-id-seen-mismatch = { $tile } ziet er nooit uit als “{ $seen }”{ $edges ->
    [yes] : de randen passen, maar de tekens verschillen
   *[other] {""}
}. Gedraaid ziet hij eruit als: { $looks }. Controleer het id en wat er bij `seen:` staat.
settle-comment-open = open gelaten: { $options } (score en check beoordelen elke lezing)
note-partial-check = Het bestand toont een deel van een grotere tafel (`partial: true`): wat erbuiten ligt, zoals rivierstukken, de bron of de volgorde waarin tegels rond de rivier zijn gelegd, is niet beoordeeld.
note-partial-score = Deze totalen zijn die van het deel van de tafel dat het bestand toont (`partial: true`): gebieden die erbuiten doorlopen, kunnen op tafel meer opleveren.
note-track-unwritten = Voor { $players } staat geen score op het scorespoor: als 0 genomen. Een foto toont het spoor: neem de stand van elke speler over bij `score:`.
note-state-unwritten = { $block ->
    [goods] Voor { $players } zijn geen handelswaren opgeschreven: als geen genomen. Een foto toont de fiches van elke speler: neem ze over bij `goods:`.
    [tower-floors] Voor { $players } zijn geen torendelen opgeschreven: als nog geen gelegd genomen. Een foto toont de torendelen die elke speler nog heeft: schrijf bij `tower-floors:` hoeveel elk er al gelegd heeft.
    [abbey] Voor { $players } staat niets bij `abbey:`: de abdijtegel wordt als nog niet gelegd genomen. Ligt de abdij op tafel, schrijf dan `used: 1` bij die speler onder `abbey:`.
    [cards] Voor { $players } is geen koning- of roofridderkaart opgeschreven: als zonder kaart genomen. Schrijf bij `cards:` welke kaarten elke speler heeft.
    [built] Voor { $players } staat niets bij `built:`: alleen de aantallen op het bord zijn nagekeken. Schrijf per speler bij `built:` wat die bouwde (`bridges: N`, `castles: N`) om ieders voorraad na te kijken.
   *[other] Voor { $players } staat niets bij `{ $block }:`: als 0 genomen. Neem over wat de tafel voor elke speler toont bij `{ $block }:`.
}
note-turn-assumed = In de spelsituatie staat geen `turn:` en bij de opdracht geen --player: arbiter beoordeelde de zet als die van { $player } (de eerste speler). Schrijf `turn:` in het bestand of geef --player om de zet van een andere speler te beoordelen.
note-classic-edition = { $expansions } { $count ->
    [one] wordt
   *[other] worden
} beoordeeld in de klassieke editie, zoals JCloisterZone { $count ->
    [one] die
   *[other] ze
} speelt, niet volgens de spelregels van de huidige editie.
