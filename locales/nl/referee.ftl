## Uitleg waarop een scheidsrechter kan vertrouwen: bestandsnamen bij render, --until,
## fouten van het bestandssysteem, de opdrachtregel en de YAML-lezer (Nederlands).
error-picture-extension = Kan geen plaatje naar een .{ $ext }-bestand schrijven: arbiter tekent alleen SVG- (.svg) en PNG-plaatjes (.png).
error-picture-extension-clash = De bestandsnaam eindigt op .{ $ext }, maar er is om --format { $format } gevraagd: gebruik een bijpassende bestandsnaam.
warning-until-beyond = Waarschuwing: --until { $until } gaat verder dan het partijverslag, dat { $count ->
    [one] { $count } zet
   *[other] { $count } zetten
} telt; de stelling na de laatste zet wordt getoond.
verdict-allowed-by = Toegestaan door: { $rules }
