## Uitleg waarop een scheidsrechter kan vertrouwen: bestandsnamen bij render, --until,
## fouten van het bestandssysteem, de opdrachtregel en de YAML-lezer (Nederlands).
error-picture-extension = Kan geen plaatje naar een .{ $ext }-bestand schrijven: arbiter tekent alleen SVG- (.svg) en PNG-plaatjes (.png).
error-picture-extension-clash = De bestandsnaam eindigt op .{ $ext }, maar er is om --format { $format } gevraagd: gebruik een bijpassende bestandsnaam.
warning-until-beyond = Waarschuwing: --until { $until } gaat verder dan het partijverslag, dat { $unit ->
    [actions] { $count ->
        [one] { $count } actie telt; de spelsituatie na de laatste actie wordt getoond.
       *[other] { $count } acties telt; de spelsituatie na de laatste actie wordt getoond.
    }
   *[moves] { $count ->
        [one] { $count } zet telt; de spelsituatie na de laatste zet wordt getoond.
       *[other] { $count } zetten telt; de spelsituatie na de laatste zet wordt getoond.
    }
}
verdict-allowed-by = Toegestaan door: { $rules }
yaml-syntax = { $what ->
    [tab] Geen geldige YAML: een tab mag hier niet; spring in met spaties.
    [indentation] Geen geldige YAML: de inspringing past hier niet; de onderdelen van één lijst of mapping beginnen in dezelfde kolom.
    [unclosed] Geen geldige YAML: het bestand eindigt midden in een open lijst, mapping of tekst tussen aanhalingstekens; er ontbreekt een sluithaakje of aanhalingsteken.
    [colon] Geen geldige YAML: een dubbele punt ":" staat hier verkeerd; schrijf sleutel: waarde, één sleutel per regel, en zet tekst met een dubbele punt tussen aanhalingstekens.
    [brackets] Geen geldige YAML: een haakje of komma staat hier verkeerd; schrijf [a, b] en {"{"}sleutel: waarde{"}"}.
    [list-entry] Geen geldige YAML: een lijstregel "- " staat hier verkeerd.
    [list-indentation] Geen geldige YAML: deze regel springt anders in dan alle regels erboven. De regels van één lijst beginnen met "- " in dezelfde kolom, en de sleutels van één regel staan recht onder de eerste sleutel; schuif deze regel naar links of rechts zodat hij daarbij past.
    [quotes] Geen geldige YAML: tekst tussen aanhalingstekens klopt hier niet (een onbekende escape, of tekst na het sluitende aanhalingsteken).
    [anchor] Geen geldige YAML: een alias verwijst naar een anker dat niet bestaat.
    [comment] Geen geldige YAML: voor een commentaarteken "#" hoort een spatie.
    [document] Geen geldige YAML: een spelsituatie is één document; haal de markeringen "---" of "..." hier weg.
    [directive] Geen geldige YAML: een directief of tag ("%" of "!") wordt hier niet begrepen.
    [whitespace] Geen geldige YAML: hier ontbreekt een spatie.
   *[other] Geen geldige YAML op deze plek.
}
yaml-wrong-type = Verkeerd type: hier hoort { $expected ->
    [list] een lijst
    [mapping] een mapping
    [boolean] true of false
    [integer] een geheel getal
    [number] een getal
    [text] een tekst
   *[other] een ander soort waarde
}, maar dit is { $found ->
    [list] een lijst
    [mapping] een mapping
    [boolean] true of false
    [integer] een geheel getal
    [number] een getal
    [text] een tekst
    [null] leeg
   *[other] een ander soort waarde
}.
yaml-wrong-length = Verkeerde lengte: deze lijst heeft { $count ->
    [one] { $count } onderdeel
   *[other] { $count } onderdelen
}, en dat is niet wat { $expected ->
    [list] de lijst
   *[other] de waarde
} hier nodig heeft.
yaml-duplicate-key = De sleutel "{ $key }" komt twee keer voor in dezelfde mapping.
yaml-too-complex = Het bestand gebruikt te veel aliassen of waarden voor een spelsituatie (een bescherming tegen aliasbommen).
io-reason = { $what ->
    [not-found] dat bestand of die map bestaat niet
    [permission] geen toegang
    [directory] dit is een map, geen bestand
    [not-directory] een deel van het pad is geen map
    [exists] het bestand bestaat al
    [full] de schijf is vol
    [read-only] het bestandssysteem is alleen-lezen
    [invalid-data] de gegevens konden niet gelezen worden
    [broken-pipe] de uitvoer is gesloten
    [interrupted] de bewerking werd onderbroken
    [too-large] het bestand is te groot
   *[other] het systeem weigerde het
}
cli-usage-options = [OPTIES]
cli-usage-command = [OPDRACHT]
cli-usage-command-required = <OPDRACHT>
cli-value-file = BESTAND
cli-value-n = N
cli-value-lang = TAAL
cli-value-format = FORMAAT
cli-value-color = KLEUR
cli-value-tile = TEGEL
cli-value-at = X,Y
cli-value-rot = GRADEN
cli-value-piece = SPEELSTUK
cli-value-player = SPELER
cli-value-action = NAAM[=PARAMETER]
cli-value-id = ID
cli-value-expansion = UITBREIDING
cli-value-category = CATEGORIE
cli-value-game = SPEL
cli-value-words = WOORDEN
cli-value-term = TERM
cli-value-shell = SHELL
cli-value-output = BESTAND
cli-value-key-value = SLEUTEL=WAARDE
cli-value-dir = MAP
cli-value-expansions = UITBREIDINGEN
cli-value-step = STAP
cli-error = { $what ->
    [invalid-value] "{ $value }" is geen geldige waarde voor { $arg }{ $has-valid ->
        [yes] ; mogelijke waarden: { $valid }
       *[no] {""}
    }.
    [until-negative] { $arg } telt de gespeelde zetten (bij Keyflower de acties): 0 is de beginsituatie en N de spelsituatie na zet N, dus het getal is nooit negatief; "{ $value }" kan dus niet.
    [unknown-argument] Onbekend argument "{ $arg }".
    [unknown-command] Onbekende opdracht "{ $arg }".
    [no-equals] Na { $arg } hoort een isgelijkteken (=) met de waarde erachter.
    [too-many-values] Te veel waarden voor { $arg }.
    [too-few-values] Te weinig waarden voor { $arg }.
    [conflict] { $arg } kan niet samen met { $prior } gebruikt worden.
    [missing-argument] Er ontbreekt een verplicht argument: { $arg }.
    [missing-command] Er ontbreekt een opdracht.
    [not-utf8] Een argument is geen geldige tekst (UTF-8).
   *[other] De opdrachtregel wordt niet begrepen.
}
cli-error-suggestion = Bedoel je "{ $suggestion }"?
cli-error-more = Meer informatie krijg je met "--help".
ruling-cited-when = Alleen aangehaald als
ruling-faq-place = Plaats in de FAQ
ruling-faq-place-value = { $place } (regel { $line } van de bron{ $lost ->
    [yes] ; in deze kopie ontbreekt de kop van het blok, dus het blok is afgeleid uit de uitbreidingen die de uitspraak noemt
   *[no] {""}
})
ruling-not-a-ruling = Dit is een toelichting uit de FAQ, geen uitspraak.
ruling-nl-by-arbiter = De FAQ geeft deze tekst in het Engels; de Nederlandse tekst is een vertaling van arbiter.
ruling-context = Achtergrond
ruling-note = Opmerking
condition-inn-road-tile-twice = een voltooide weg met een herberg loopt meer dan één keer over dezelfde tegel
condition-cathedral-city-tile-twice = een voltooide stad met een kathedraal loopt meer dan één keer over dezelfde tegel
condition-builder-with-big-follower = de meeple bij de bouwmeester is een grote meeple
condition-pig-with-big-follower = de boer bij het varken is een grote meeple
condition-goods-from-cathedral-city = handelswaren worden genomen uit een voltooide stad met een kathedraal
condition-extra-turn-earned = de bouwmeester geeft een extra beurt
condition-goods-tie = spelers staan gelijk voor een soort handelswaar
condition-abbot-recalled = de abt wordt teruggenomen en geteld
cli-man-section = { $section ->
    [name] Naam
    [synopsis] Overzicht
    [description] Beschrijving
    [options] Opties
    [subcommands] Opdrachten
    [extra] Meer
    [version] Versie
    [authors] Auteurs
   *[other] { $section }
}
