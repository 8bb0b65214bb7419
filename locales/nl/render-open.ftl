# render op een spelsituatie die tegels of stukken open laat: één lezing getekend, wat open was gemarkeerd.

render-readings-open = { $count ->
    [one] Eén lezing bleef open
   *[other] { $count } lezingen bleven open
}: { $open }. De tekening toont { $legal ->
    [yes] één geldige lezing
    [position] één lezing (de spelsituatie zelf overtreedt { $rules }, welke lezing ook)
   *[other] één lezing (geen lezing is geldig)
} en markeert wat open was met “?”. { $verdict ->
    [differ] De totalen hangen af van de lezing: arbiter score noemt het stuk of de tegel die de doorslag geeft.
   *[too-many] Het zijn er te veel om samen te beoordelen: arbiter score noemt ze.
}
render-legend-open = ? = open gelaten in het bestand (naast een stuk, of in een hoek van de tegel): één lezing ervan is getekend.
render-legend-open-picture = Gestreept met ?: open gelaten in het bestand, een lezing ervan getekend
