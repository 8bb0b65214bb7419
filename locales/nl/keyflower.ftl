# Keyflower messages (Nederlands). Ids and variables match the other language file.

kf-input-shape = Het bestand heeft niet de vorm van een Keyflower-spelsituatie: { $detail }
kf-input-not-keyflower = Dit bestand is voor het spel “{ $game }”, niet voor keyflower.
kf-input-bad-count = “{ $value }” is geen geldig aantal: het spel bevat hoogstens 48 stuks van één soort (0–48).
kf-input-unknown-name = Onbekende { $what }: “{ $name }”.
kf-input-bad-season = Onbekend seizoen “{ $value }”: schrijf `spring` (`lente`), `summer` (`zomer`), `autumn` (`herfst`), `winter` of `end` (`einde`).
kf-input-bad-option = Onbekende regeloptie “{ $name }”; de opties zijn: { $known }.
kf-input-bad-option-value = De optie { $name } kent de waarde “{ $value }” niet; mogelijke waarden: { $known } (de eerste is de standaard).
kf-input-duplicate-player = Twee spelers heten “{ $name }”.
kf-input-players-at-table = Er staat `players_at_table: { $count }`, maar het bestand noemt { $listed ->
        [one] { $listed } speler:
       *[other] { $listed } spelers:
    } schrijf daar minstens dat aantal, en hoogstens 6.
kf-input-printed-needed = { $tile }: het gedrukte getal `{ $field }` staat onbevestigd in de catalogus ({ $conf }), dus het bestand moet het getal van de tegel zelf geven: schrijf bij die tegel `gedrukt: {"{"} { $field ->
        [cost] kosten: {"{"} ijzer: N, zaag: N, … {"}"} {"}"}` (elke grondstof of vaardigheid die het opwaarderen kost)
        [vp] punten: N {"}"}`
        [cart] kar: N {"}"}`
        [rate] ruil: N {"}"}`
        [stores] opslag: N {"}"}`
        [sea-breese] zeebries: N {"}"}`
        [upgrades] opwaarderingen: N {"}"}`
       *[other] { $field }: N {"}"}`
    }{ $fan ->
        [yes] {" "}(of aanvaard de getallen van de fanbronnen met `opties: {"{"} unverified: accept {"}"}`).
        [listed] .
       *[no] . Geen bron geeft het: lees het van de tegel zelf af.
    }
kf-input-unverified-once = Alleen fanbronnen geven deze { $count } getallen: schrijf ze zoals ze op de tegels gedrukt staan, zoals hierboven, of aanvaard de getallen van de fanbronnen allemaal tegelijk met `options: {"{"} unverified: accept {"}"}`.
kf-input-unknown-tile = Onbekende tegel “{ $name }”.
kf-input-bad-face = Onbekende kant “{ $value }”: schrijf `front`, `upgraded`, `a` of `b`.
kf-input-face-not-on-tile = { $tile } heeft geen kant “{ $face }”.
kf-input-missing-at = Een dorpstegel heeft een plek nodig: schrijf `at: [q, r]`.
kf-input-offer-has-at = Een te koop staande tegel ligt niet in een dorp en heeft geen plek.
kf-input-bad-rotation = Draaiing { $value } ligt niet tussen 0 en 5.
kf-input-bad-hex = Een zeshoek schrijf je als [q, r]: twee gehele getallen, niet { $count }.
kf-input-bad-edges = “{ $value }” zijn geen zes zijdeletters (R weg, F veld, W water).
kf-input-missing-edges = Een dorpstegel heeft zijn zes zijden nodig (schrijf bijvoorbeeld `edges: RRFFWF`); geen bron geeft de zijden van de tegels.
kf-input-unknown-tile-suggest = Onbekende tegel “{ $name }”; bedoel je “{ $suggestion }”? (arbiter tiles --game keyflower geeft elke sleutel en naam)
kf-input-unknown-name-suggest = Onbekende { $what }: “{ $name }”; bedoel je “{ $suggestion }”?
kf-input-tile-not-in-play-suggest = Tegel “{ $name }” staat niet te koop en ligt in geen enkel dorp; bedoel je “{ $suggestion }”?
kf-input-unknown-player = Er is geen speler die “{ $name }” heet.
kf-input-village-bid = Op tegels in een dorp wordt niet geboden.
kf-input-printed-not-on-tile = Op { $tile } staat geen gedrukt getal `{ $field }`.
kf-input-one-action = Een zet heeft precies één van `bid`, `use`, `transport`, `place` of `withdraw`.
kf-input-tile-not-in-play = De tegel “{ $name }” staat niet te koop en ligt in geen enkel dorp.
kf-input-placement-workers = Schrijf óf `kleur` en `aantal`, óf `werkers` per kleur (minstens één werker).
kf-what-colour = kleur
kf-what-skill = vaardigheid
kf-what-resource = grondstof
kf-what-cost = kostenpost
kf-problem-player-count = { $count ->
        [one] { $count } speler: Keyflower
       *[other] { $count } spelers: Keyflower
    } is voor 2 tot 6.
kf-problem-duplicate-tile = { $tile } komt twee keer voor; het spel heeft elke tegel maar één keer.
kf-problem-supply = { $count } × { $what } in het spel, maar in de doos zitten er maar { $max }.
kf-problem-boat-players = { $tile } doet pas mee vanaf { $min } spelers, niet bij { $count }.
kf-problem-two-boats = { $player } heeft { $count ->
        [one] { $count } boottegel;
       *[other] { $count } boottegels;
    } elke speler neemt maar één boot.
kf-problem-no-boat = { $player } heeft aan het eind van de winter geen boottegel.
kf-problem-flipper-target = { $tile } kan niet het doel van de Flipper zijn (daarvoor moet de eigenaar de Flipper hebben, en het doel is één opwaardeerbare tegel, met de opgewaardeerde kant boven).
kf-problem-marker-holders = { $count ->
        [one] { $count } speler heeft de
       *[other] { $count } spelers hebben de
    } startspelermarker; dat moet er precies één zijn.
kf-problem-start-tile-winners = { $count ->
        [one] { $count } speler won de
       *[other] { $count } spelers wonnen de
    } startspelertegel in de winter; dat kan er hooguit één zijn.
kf-problem-turn-order-count = { $count ->
        [one] { $count } beurtvolgordetegel te koop
       *[other] { $count } beurtvolgordetegels te koop
    }; bij dit spelersaantal zijn het er { $max }.
kf-problem-offer-season = { $tile } is geen tegel van dit seizoen.
kf-problem-road-count = { $tile } heeft { $count ->
        [one] { $count } weg;
       *[other] { $count } wegen;
    } dat moeten er { $want } zijn.
kf-problem-hex-taken = Op plek [{ $q }, { $r }] ligt al een tegel.
kf-problem-village-apart = { $tile } op [{ $q }, { $r }] is niet via aangrenzende tegels met { $anchor } op [{ $aq }, { $ar }] verbonden: het dorp van { $player } moet één groep aaneengesloten tegels zijn (een verkeerd gelegde tegel, of een tikfout in de coördinaten?).
kf-problem-place-apart = { $tile } op [{ $q }, { $r }] raakt geen enkele tegel van het dorp van { $player }.
kf-problem-sides = { $tile } legt { $edge } tegen { $other-edge } van { $other }.
kf-problem-sides-turn = { $tile } legt { $edge } tegen { $other-edge } van { $other }; met draaiing { $rotation }{ $also-count ->
        [0] {""}
       *[other] {" "}(of { $also })
    } past de tegel tegen alle buren.
kf-problem-bid-colour = De kleur van { $tile } is { $want }, dus een bod met { $colour ->
    [blauw] blauwe
    [rood] rode
    [geel] gele
    [groen] groene
    [paars] paarse
   *[other] { $colour }
} werkers mag daar niet.
kf-problem-bid-two-groups = { $player } heeft twee biedingen op { $tile }; de werkers van een speler vormen één bod.
kf-problem-bid-tie = Twee biedingen van { $count } op { $tile }: elk bod moet het vorige overtreffen.
kf-problem-bid-empty = Een bod op { $tile } heeft minstens één werker nodig.
kf-problem-game-over = Het spel is voorbij: er wordt niets meer geboden, gebruikt of verplaatst.
kf-problem-no-bid-there = { $mover } heeft geen bod op { $tile } dat verplaatst kan worden.
kf-problem-winning-stay = { $count ->
    [one] De werker van { $mover } bij { $tile } wint en moet blijven staan.
   *[other] De { $count } werkers van { $mover } bij { $tile } winnen en moeten blijven staan.
}
kf-problem-moved-colour = De werkers van { $tile } zijn { $colour }: overboden werkers worden samen verplaatst en houden hun kleur.
kf-problem-split-group = { $count ->
        [one] { $count } werker ingezet,
       *[other] { $count } werkers ingezet,
    } maar de overboden groep van { $mover } telt er { $moved }: die wordt in zijn geheel verplaatst. (In `aantal` tellen alle werkers mee die deze beurt worden ingezet, de verplaatste groep ook: 2 overboden werkers van de brouwer verplaatsen en er 1 van achter het scherm bij zetten is `aantal: 3, van: [brouwer]`.)
kf-problem-screen-short = Er { $count ->
    [one] is 1 { $colour ->
        [blauw] blauwe
        [rood] rode
        [geel] gele
        [groen] groene
        [paars] paarse
       *[other] { $colour }
    } werker
   *[other] zijn { $count } { $colour ->
        [blauw] blauwe
        [rood] rode
        [geel] gele
        [groen] groene
        [paars] paarse
       *[other] { $colour }
    } werkers
} van achter het scherm van { $mover } nodig, en { $mover } heeft er { $have }. (In `aantal` tellen alle werkers mee die deze beurt worden ingezet, een verplaatste groep ook, en alleen de niet verplaatste komen van achter het scherm: 2 overboden werkers van de brouwer verplaatsen en er 1 bij zetten is `aantal: 3, van: [brouwer]`.)
kf-problem-bid-village = { $tile } ligt in een dorp; daarop kun je niet bieden.
kf-problem-same-tile = Werkers bij { $tile } kun je niet naar { $tile } zelf verplaatsen.
kf-problem-bid-too-small = Een bod van { $count } op { $tile } is niet hoger dan het hoogste bod van { $top }.
kf-problem-no-return = Werkers die op { $tile } bieden, mogen niet terug achter het scherm.
kf-problem-use-winter = { $tile } is een wintertegel: die geeft alleen punten.
kf-problem-use-summer-boat = Op { $tile } mag je geen werker zetten.
kf-problem-use-not-village = { $tile } is geen dorpstegel en kan niet gebruikt worden.
kf-problem-use-score-only = { $tile } geeft alleen punten aan het eind van het spel; niemand zet er werkers op.
kf-problem-use-winter-offer = { $tile } staat in de winter te koop en kan niet gebruikt worden.
kf-problem-use-too-few = { $count ->
        [one] { $count } werker op { $tile }: voor dit
       *[other] { $count } werkers op { $tile }: voor dit
    } gebruik zijn er minstens { $min } nodig.
kf-problem-use-after-three = { $tile } is dit seizoen de eerste keer met { $first ->
        [one] { $first } werker gebruikt
       *[other] { $first } werkers gebruikt
    }: daarna kan hij dit seizoen niet meer gebruikt worden.
kf-problem-use-six = { $count ->
        [one] { $count } werker op { $tile } dit seizoen
       *[other] { $count } werkers op { $tile } dit seizoen
    }: hooguit 6.
kf-problem-use-colour = De werkers die al op { $tile } staan zijn { $want }, dus { $tile } met { $colour ->
    [blauw] blauwe
    [rood] rode
    [geel] gele
    [groen] groene
    [paars] paarse
   *[other] { $colour }
} werkers gebruiken mag niet: elk volgend gebruik dit seizoen moet ook met { $want ->
    [blauw] blauwe
    [rood] rode
    [geel] gele
    [groen] groene
    [paars] paarse
   *[other] { $want }
} werkers.
kf-problem-moved-twice = De overboden werkers van { $tile } worden twee keer genoemd; ze worden maar één keer verplaatst.
kf-problem-bid-mixed = Een bod op { $tile } in verschillende kleuren: alle werkers van een bod hebben dezelfde kleur.
kf-problem-bid-own-colour = { $mover } biedt al op { $tile } en de werkers van { $mover } daar zijn { $want }: ze vormen één bod, dus er kunnen geen { $colour ->
    [blauw] blauwe
    [rood] rode
    [geel] gele
    [groen] groene
    [paars] paarse
   *[other] { $colour }
} werkers bij.
kf-problem-4a-turn-order = Zomerboot 4a overbiedt alleen biedingen op dorpstegels, en { $tile } is een beurtvolgordetegel (met de optie `boat-4a-tiles: all` telt die ook).
kf-problem-4a-green = Op { $tile } wordt met groene werkers geboden: zomerboot 4a overbiedt alleen blauwe, rode of gele biedingen.
kf-problem-4a-no-bid = Geen andere speler biedt op { $tile } in de kleur van de tegel: zomerboot 4a overbiedt alleen het bod van een andere speler.
kf-problem-flat-bid-no-boat = { $player } biedt plat op { $tile }, maar heeft zomerboot 4a niet.
kf-problem-flat-bid-alone = Tegenover het platte bod op { $tile } staat geen staand bod en geen werker op de tegel: het wordt rechtop gezet en geeft de tegel zijn kleur (schrijf het zonder `flat`).
kf-problem-flat-bid-same = Het platte bod op { $tile } heeft de eigen kleur van de tegel, { $colour }: alleen een bod in een andere kleur ligt plat.
kf-problem-flat-use-no-boat = Platte werkers op { $tile }, maar niemand heeft zomerboot 4b.
kf-problem-flat-use-same = Platte werkers op { $tile } in de eigen kleur van de tegel, { $colour }: alleen werkers van een andere kleur liggen plat.
kf-problem-flat-use-count = { $flat ->
        [one] { $flat } platte werker op
       *[other] { $flat } platte werkers op
    } { $tile }, terwijl er pas na het eerste bod of gebruik { $count ->
        [one] { $count } werker bij kwam
       *[other] { $count } werkers bij kwamen
    }.
kf-problem-use-mixed = Een gebruik van { $tile } in verschillende kleuren: werkers die samen worden ingezet, hebben dezelfde kleur.
kf-problem-4b-fresh = Op { $tile } is nog niet geboden en de tegel is nog niet gebruikt: zomerboot 4b geldt niet, dus de werkers staan rechtop en hebben dezelfde kleur.
kf-problem-not-transport = { $tile } is geen transporttegel.
kf-problem-no-tile-at = Geen tegel op [{ $q }, { $r }] in het dorp van { $mover }: { $mover } vervoert en waardeert alleen op in het eigen dorp.
kf-problem-not-own-village = { $tile } ligt niet in het dorp van { $mover }: { $mover } vervoert en waardeert alleen op in het eigen dorp.
kf-problem-printed-needed = De zet heeft het op { $tile } gedrukte getal nodig (`{ $field }`): schrijf bij die tegel in het bestand `printed: {"{"} { $field ->
        [cost] cost: {"{"} iron: N, saw: N, … {"}"} {"}"}` (elke grondstof of vaardigheid die het opwaarderen kost)
       *[other] { $field }: N {"}"}`
    }{ $fan ->
        [yes] , of aanvaard de getallen van de fanbronnen met `options: {"{"} unverified: accept {"}"}`.
       *[no] . Geen bron geeft het: lees het van de tegel zelf af.
    }
kf-problem-carry-no-road = Geen weg verbindt { $from } met { $to }.
kf-problem-carry-short = { $count } { $resource } te verplaatsen vanaf { $from }, maar daar liggen er maar { $have }.
kf-problem-capacity = Het vervoer kost { $used ->
        [one] { $used } grondstofstap;
       *[other] { $used } grondstofstappen;
    } de kar vervoert er hoogstens { $cart }.
kf-problem-upgrade-count = { $count ->
        [one] { $count } opwaardering;
       *[other] { $count } opwaarderingen;
    } dit transport staat er { $max } toe.
kf-problem-not-upgradable = { $tile } kan niet opgewaardeerd worden.
kf-problem-already-upgraded = { $tile } is al opgewaardeerd.
kf-problem-upgrade-resources = { $tile } heeft { $need } op de tegel nodig; er ligt { $have }.
kf-problem-upgrade-skill = Voor het opwaarderen van { $tile } is een { $skill } van achter het scherm nodig.
kf-ok-road-count = De tegel heeft het aantal wegen van zijn soort.
kf-ok-side = { $edge } sluit aan op { $other-edge } van { $other }.
kf-problem-place-won-by-other = { $tile } is gewonnen door { $player }, die meer werkers bood: de tegel komt in het dorp van { $player }, niet in dat van { $mover }.
kf-problem-place-no-winner = Niemand won { $tile } op de veiling: alleen een tegel die op de veiling gewonnen is, komt in een dorp.
kf-problem-place-not-bid = Niemand bood op { $tile }: aan het eind van het seizoen gaat de tegel terug in de doos.
kf-problem-place-not-won = { $tile } staat dit seizoen niet te koop: alleen een tegel die op de veiling gewonnen is, komt in een dorp.
kf-problem-place-already-placed = { $tile } ligt al in een dorp; gelegde tegels worden nooit verplaatst.
kf-problem-place-turn-order = { $tile } is een beurtvolgordetegel: die komt pas aan het eind van de winter in een dorp.
kf-ok-place-won = { $mover } heeft de veiling voor { $tile } gewonnen.
kf-ok-no-neighbours = De tegel raakt nog geen andere tegel.
kf-ok-touches = De tegel raakt { $count ->
    [one] één tegel
   *[other] { $count } tegels
} van het dorp.
kf-ok-moved-group = { $count ->
        [one] De overboden werker van { $tile } wordt verplaatst.
       *[other] De { $count } overboden werkers van { $tile } worden samen verplaatst.
    }
kf-ok-from-screen = { $count ->
    [one] 1 { $colour ->
        [blauw] blauwe
        [rood] rode
        [geel] gele
        [groen] groene
        [paars] paarse
       *[other] { $colour }
    } werker
   *[other] { $count } { $colour ->
        [blauw] blauwe
        [rood] rode
        [geel] gele
        [groen] groene
        [paars] paarse
       *[other] { $colour }
    } werkers
} { $count ->
    [one] komt
   *[other] komen
} van achter het scherm van { $mover }.
kf-ok-same-colour = De werkers hebben de kleur van de tegel, { $colour }.
kf-ok-first-bid = Niemand heeft nog op { $tile } geboden: { $mover } mag met elke kleur openen.
kf-ok-outbids = { $count ->
        [one] { $count } werker overtreft het
       *[other] { $count } werkers overtreffen het
    } hoogste bod van { $top }.
kf-ok-raise-own = { $mover } verhoogt het eigen winnende bod, nu tot { $count }.
kf-ok-first-use = Eerste gebruik van { $tile } dit seizoen.
kf-ok-use-count = { $count ->
        [one] { $count } werker
       *[other] { $count } werkers
    }: er { $min ->
        [one] was
       *[other] waren
    } er minstens { $min } nodig.
kf-ok-six-max = { $count ->
        [one] { $count } werker op de tegel dit seizoen
       *[other] { $count } werkers op de tegel dit seizoen
    }, niet meer dan 6.
kf-ok-doubled = Zomerboot 2b verdubbelt: kar { $cart }, opwaarderingen { $upgrades }.
kf-ok-carry = { $count } { $resource } van { $from } naar { $to }: { $steps ->
    [one] elk 1 stap
   *[other] elk { $steps } stappen
}, via { $route }.
kf-ok-capacity = { $used ->
        [one] { $used } grondstofstap gebruikt
       *[other] { $used } grondstofstappen gebruikt
    }, van de { $cart } die de kar aankan.
kf-ok-upgrade = De opwaardeerkosten van { $tile } liggen op de tegel.
kf-ok-4a-counter-bid = Zomerboot 4a: een plat gelegd tegenbod op { $tile } tegen het bod in { $want }, met { $colour ->
    [blauw] blauwe
    [rood] rode
    [geel] gele
    [groen] groene
    [paars] paarse
   *[other] { $colour }
} werkers.
kf-ok-4a-raise = Zomerboot 4a: { $mover } verhoogt het eigen platte bod op { $tile }, met { $colour ->
    [blauw] blauwe
    [rood] rode
    [geel] gele
    [groen] groene
    [paars] paarse
   *[other] { $colour }
} werkers.
kf-ok-4b-flat = Zomerboot 4b: { $count ->
    [one] 1 werker in een andere kleur dan { $want } gebruikt { $tile }, plat gelegd; hij telt mee voor de zes.
   *[other] { $count } werkers in een andere kleur dan { $want } gebruiken { $tile }, plat gelegd; ze tellen mee voor de zes.
}
kf-score-printed = { $tile }: gedrukte punten ({ $conf }{ $source })
kf-score-storage = { $tile }: { $count ->
    [one] 1 opgeslagen grondstof
   *[other] { $count } opgeslagen grondstoffen
} × { $rate } ({ $conf }{ $source })
kf-score-released = { $tile }: { $count } { $resource } vrijgegeven voor de andere tegels
kf-warn-marker-not-won = { $player } heeft de startspelermarker, maar met de optie `marker-user: { $option }` is hem hebben niet genoeg om hem aan het eind in te zetten, dus niemand zet hem in. Won { $player } in de winter de startspelertegel, schrijf dan `won_winter_start_tile: true` bij die speler.
kf-warn-marker-nobody = { $player } heeft de startspelermarker, maar geen beurtvolgordetegel met het startspelericoon doet mee, en met `no-start-tile: nobody` zet niemand hem in.
kf-marker-as = Startspelermarker ingezet als { $item }
kf-marker-on-yard = Startspelermarker op { $tile } gezet
kf-score-keythedral = Keythedraal
kf-score-craftsman = Ambachtsgilde: { $sets ->
    [one] 1 set blauw + rood + geel
   *[other] { $sets } sets blauw + rood + geel
}
kf-score-key-market = Sleutelmarkt: { $count ->
    [one] 1 groene werker
   *[other] { $count } groene werkers
}
kf-score-village-hall = Dorpshuis: { $count ->
    [one] 1 { $colour ->
        [blauw] blauwe
        [rood] rode
        [geel] gele
        [groen] groene
        [paars] paarse
       *[other] { $colour }
    } werker
   *[other] { $count } { $colour ->
        [blauw] blauwe
        [rood] rode
        [geel] gele
        [groen] groene
        [paars] paarse
       *[other] { $colour }
    } werkers
}
kf-score-apothecary = Apotheek: { $sets ->
    [one] 1 set van vijf werkers
   *[other] { $sets } sets van vijf werkers
}
kf-score-white-wind = White Wind: { $count ->
    [one] 1 werker die elders niet telt
   *[other] { $count } werkers die elders niet tellen
}
kf-score-unused-workers = { $count ->
    [one] 1 { $colour ->
        [blauw] blauwe
        [rood] rode
        [geel] gele
        [groen] groene
       *[other] { $colour }
    } werker blijft over en levert niets op
   *[other] { $count } { $colour ->
        [blauw] blauwe
        [rood] rode
        [geel] gele
        [groen] groene
       *[other] { $colour }
    } werkers blijven over en leveren niets op
}
kf-score-scribes = Schrijvers: { $sets ->
    [one] 1 set aambeeld + houweel + zaag
   *[other] { $sets } sets aambeeld + houweel + zaag
}
kf-score-scholar = Geleerde: { $count ->
    [one] { $count } { $skill }
   *[other] { $count } × { $skill }
}
kf-score-key-guild = Sleutelgilde: { $sets ->
    [one] 1 set van vijf vaardigheden
   *[other] { $sets } sets van vijf vaardigheden
}
kf-score-unused-skills = { $count ->
    [one] 1 vaardigheid levert niets op
   *[other] { $count } vaardigheden leveren niets op
}
kf-score-mercer = Lakengilde: { $sets ->
    [one] 1 set
   *[other] { $sets } sets
} van drie verschillende grondstoffen{ $gold ->
    [0] {""}
   *[other] {" "}(waarvan { $gold } goud in plaats van een andere grondstof)
}
kf-score-watermill = Watermolen: { $count } × { $resource }
kf-score-watermill-any = Watermolen: { $count ->
    [one] 1 grondstof
   *[other] { $count } grondstoffen
}, als { $resource } (zomerboot 3b)
kf-score-windmill = Windmolen: { $sets ->
    [one] 1 set van vijf
   *[other] { $sets } sets van vijf
}, waarvan { $gold } goud
kf-score-jeweller = Juwelier: { $count } goud
kf-score-gold = { $marker ->
    [yes] { $count ->
        [one] 1 goud over, 1 punt: de startspelermarker, als goud geteld
       *[other] { $count } goud over, 1 punt per stuk (waarvan één de startspelermarker, als goud geteld)
    }
   *[no] { $count } goud over, 1 punt per stuk
}
kf-score-unused-resources = { $count ->
    [one] 1 grondstof levert niets op
   *[other] { $count } grondstoffen leveren niets op
}
kf-score-3b = Zomerboot 3b: grondstoffen vervangen elkaar (bereik: { $reach })
kf-score-keyflower-boat = Keyflowerboot: laadvermogen { $capacity } ({ $conf }{ $source }) × { $times } ({ $why ->
    [double] zomerboot 2b met de b-kant boven verdubbelt het, volgens de optie `keyflower-boat: { $option }`
    [quadruple] zomerboot 2b met de b-kant boven verviervoudigt het, volgens de optie `keyflower-boat: { $option }`
   *[single] niemand heeft zomerboot 2b met de b-kant boven, dus de optie `keyflower-boat: { $option }` verandert niets
})
kf-score-sea-bastion = Sea Bastion: { $count ->
    [one] 1 tegel op wegenlussen
   *[other] { $count } tegels op wegenlussen
}
kf-score-sea-breese = Sea Breese: { $count ->
    [one] 1 boot via water met de thuistegel verbonden
   *[other] { $count } boten via water met de thuistegel verbonden
}
kf-score-flipper = Flipper
kf-score-ianvincible = Ianvincible
kf-score-turn-order = { $tile }: verbonden met { $count ->
    [one] 1 tegel
   *[other] { $count } tegels
}
kf-alt-village-hall = Dorpshuis telt { $colour }
kf-alt-scholar = Geleerde telt { $skill }
kf-alt-watermill = Watermolen telt { $resource }
kf-alt-marker-unused = Startspelermarker niet ingezet
kf-alt-yard-kept = { $count ->
    [one] 1 optionele grondstof op { $tile } gehouden
   *[other] { $count } optionele grondstoffen op { $tile } gehouden
}
kf-alt-yard-released = { $count ->
    [one] 1 optionele grondstof van { $tile } vrijgegeven
   *[other] { $count } optionele grondstoffen van { $tile } vrijgegeven
}
kf-alt-yard-keep-all = alle optionele grondstoffen op { $tile } gehouden
kf-alt-yard-release-all = alle optionele grondstoffen van { $tile } vrijgegeven
kf-report-proof = Verdeling (opslagtegels, wintertegels behalve de Keythedraal, White Wind, goud, startspelermarker): { $allocation ->
        [one] { $allocation } punt;
       *[other] { $allocation } punten;
    } bovengrens met elk stuk op zijn beste waarde: { $bound }.
kf-report-meets-bound = De verdeling haalt de bovengrens, dus geen andere verdeling levert meer op.
kf-report-alternative = Zonder “{ $choice }”: hoogstens { $best } ({ $instead })
kf-report-total = Totaal voor { $player }: { $total }
kf-report-sources = De onbevestigde getallen komen van { $sources }.
kf-report-winner = Winnaar: { $players }
kf-report-tie = Gelijkspel tussen { $players }: volgens het regelboek staan spelers met evenveel punten gelijk en spelen ze opnieuw om de winnaar te bepalen.
kf-tile-none = (geen tegel)
kf-colour-blue = blauw
kf-colour-red = rood
kf-colour-yellow = geel
kf-colour-green = groen
kf-skill-anvil = aambeeld
kf-skill-pick-axe = houweel
kf-skill-saw = zaag
kf-count-gold = { $count } goud
kf-count-iron = { $count } ijzer
kf-count-stone = { $count } steen
kf-count-wood = { $count } hout
kf-count-any = { $count } { $count ->
    [one] grondstof
   *[other] grondstoffen
} naar keuze
kf-resource-gold = goud
kf-resource-iron = ijzer
kf-resource-stone = steen
kf-resource-wood = hout
kf-edge-road = een weg
kf-edge-field = een veld
kf-edge-water = water
kf-conf-rulebook = regelboek
kf-conf-file = opgegeven in dit bestand
kf-conf-file-and-unverified = deels opgegeven in dit bestand, deels onbevestigd
kf-conf-mixed = uit verschillende bronnen
kf-conf-derived = afgeleid
kf-conf-unverified = onbevestigd
kf-conf-unknown = onbekend
kf-tile-home-1 = Thuistegel 1
kf-tile-home-2 = Thuistegel 2
kf-tile-home-3 = Thuistegel 3
kf-tile-home-4 = Thuistegel 4
kf-tile-home-5 = Thuistegel 5
kf-tile-home-6 = Thuistegel 6
kf-tile-alehouse = Bierhuis
kf-tile-apprentice-hall = Leerlingenhal
kf-tile-gold-mine = Goudmijn
kf-tile-key-mine = Sleutelmijn
kf-tile-keystone-quarry = Sluitsteengroeve
kf-tile-keywood = Sleutelbos
kf-tile-miner = Mijnwerker
kf-tile-quarryman = Steenhouwer
kf-tile-woodcutter = Houthakker
kf-tile-workshop = Werkplaats
kf-tile-peddler = Marskramer
kf-tile-stable = Stal
kf-tile-brewer = Brouwer
kf-tile-carpenter = Timmerman
kf-tile-mason = Metselaar
kf-tile-smelter = Smelterij
kf-tile-hiring-fair = Wervingsmarkt
kf-tile-store = Winkel
kf-tile-tavern = Taveerne
kf-tile-farrier = Hoefsmid
kf-tile-summer-boat-1 = Zomerboot 1
kf-tile-summer-boat-2 = Zomerboot 2
kf-tile-summer-boat-3 = Zomerboot 3
kf-tile-summer-boat-4 = Zomerboot 4
kf-tile-inn = Herberg
kf-tile-fair = Jaarmarkt
kf-tile-wainwright = Wagenmaker
kf-tile-barn = Schuur
kf-tile-blacksmith = Smidse
kf-tile-stone-yard = Steenopslag
kf-tile-timber-yard = Houtopslag
kf-tile-forge = Smederij
kf-tile-goldsmith = Goudsmid
kf-tile-sawmill = Zagerij
kf-tile-sculptor = Beeldhouwer
kf-tile-well = Put
kf-tile-apothecary = Apotheek
kf-tile-craftsmans-guild = Ambachtsgilde
kf-tile-jeweller = Juwelier
kf-tile-key-guild = Sleutelgilde
kf-tile-keythedral = Keythedraal
kf-tile-key-market = Sleutelmarkt
kf-tile-mercers-guild = Lakengilde
kf-tile-scholar = Geleerde
kf-tile-scribes = Schrijvers
kf-tile-village-hall = Dorpshuis
kf-tile-watermill = Watermolen
kf-tile-windmill = Windmolen
kf-tile-keyflower-boat = Keyflowerboot
kf-tile-sea-bastion = Sea Bastion
kf-tile-sea-breese = Sea Breese
kf-tile-flipper = Flipper
kf-tile-ianvincible = Ianvincible
kf-tile-white-wind = White Wind
kf-tile-turn-order-1 = Beurtvolgordetegel 1
kf-tile-turn-order-2 = Beurtvolgordetegel 2
kf-tile-turn-order-3 = Beurtvolgordetegel 3
kf-tile-turn-order-4 = Beurtvolgordetegel 4

## Koppeling met de opdrachtregel
kf-cli-legal = Toegestaan: in deze spelsituatie wordt geen enkele regel van Keyflower overtreden.
kf-cli-options = Regelopties: { $changed-count ->
    [0] alle { $defaults } op hun standaardwaarde
   *[other] { $changed }; de andere { $defaults } op hun standaardwaarde
} (arbiter rulings show kf.option.NAAM legt elke optie uit).
kf-cli-option-changed = { $name }={ $value } (standaard: { $default })
kf-cli-no-move = Deze Keyflower-spelsituatie heeft geen `move:`-deel, dus er is geen zet te beoordelen.
kf-cli-move-legal = Toegestane zet van { $mover }. De zet voldoet aan deze regels:
kf-cli-move-illegal = { $count ->
    [one] Niet toegestane zet van { $mover } (1 reden):
   *[other] Niet toegestane zet van { $mover } ({ $count } redenen):
}
kf-cli-cannot-score = Deze spelsituatie kan niet geteld worden: er liggen meer stukken dan er in de doos zitten, of een tegel ligt er twee keer.
cli-move-after = Keyflower: de zet staat in het deel `move:` (of `zet:`) van het bestand, niet in deze opties (die zijn voor Carcassonne). Daarin staan de speler en precies één van `bid` (`bod`), `use` (`gebruik`), `transport`, `place` (`leggen`) of `withdraw` (`terugnemen`), bijvoorbeeld
    zet: {"{"}speler: Anna, bod: {"{"}tegel: brouwer, kleur: rood, aantal: 3{"}"}{"}"}
  Bij `count` (`aantal`) van een bod of gebruik schrijf je hoeveel werkers je deze beurt inzet (een verplaatste overboden groep telt mee), niet het nieuwe totaal van het bod. Tegels schrijf je met hun sleutel of hun Nederlandse naam; je vervoert en waardeert op in je eigen dorp. Zie docs/keyflower-position.md.
kf-col-key = Sleutel
kf-col-kind = Soort
kf-col-english = Engels
kf-col-dutch = Nederlands
kf-kind-home = thuistegel
kf-kind-spring = lente
kf-kind-summer = zomer
kf-kind-summer-boat = zomerboot
kf-kind-autumn = herfst
kf-kind-winter = winter
kf-kind-boat = boot
kf-kind-turn-order = beurtvolgorde
kf-input-number-range = Het getal { $value } valt buiten het bereik: een Keyflower-spelsituatie aanvaardt -{ $limit } tot { $limit }.

## tiles show SLEUTEL --game keyflower
kf-tile-show-heading = { $key }: { $nl } (in het Engels: { $en })
kf-tile-show-kind = Soort: { $kind }
kf-tile-show-points = Punten: { $front } op de voorkant, { $upgraded } opgewaardeerd
kf-tile-show-cost = Kosten van het opwaarderen: { $cost }
kf-tile-show-never-upgraded = Kosten van het opwaarderen: geen, de tegel wordt nooit opgewaardeerd
kf-tile-show-cost-unknown = Kosten van het opwaarderen: onbekend (geen bron noemt ze)
kf-tile-show-sources = De bronnen hierboven:
kf-tile-show-unknown = ?
kf-tile-show-faces = Kanten: { $faces }
kf-tile-show-faces-upgradable = voorkant en opgewaardeerde kant
kf-tile-show-faces-home = voorkant en opgewaardeerde kant (onbevestigd: de spelregels zeggen niet dat een thuistegel wordt opgewaardeerd; alleen KFW geeft hem twee kanten)
kf-tile-show-faces-summer-boat = a en b, één ervan willekeurig gekozen als de tegel uitkomt; hij wordt nooit omgedraaid
kf-tile-show-faces-winter = één; een wintertegel wordt nooit opgewaardeerd
kf-tile-show-faces-boat = de kant met de spelersaantallen, zo gedraaid dat het seizoen te zien is, en op de achterkant de eindtelling; nooit opgewaardeerd
kf-tile-show-faces-turn-order = twee kanten; welke kant bij hoeveel spelers meedoet, staat op de tegel en is hier niet bekend
kf-tile-show-points-one = Punten: { $points }
kf-tile-show-players = In het spel vanaf { $count } { $count ->
        [one] speler
       *[other] spelers
    } (volgens de spelregels)
kf-tile-show-use = Gebruik ({ $face }): { $does }
kf-tile-show-no-workers = Gebruik: geen; niemand zet er werkers op om te produceren (volgens de spelregels)
kf-tile-show-no-use-summer-boat = Gebruik: geen; er mag geen werker op, en de eigenschap is alleen van de eigenaar, zonder werker (volgens de spelregels)
kf-tile-show-ability = Eigenschap ({ $face }): { $does }
kf-tile-show-role = Rol: { $does }
kf-tile-show-end = Aan het einde van het spel: { $does }
kf-tile-show-end-face = Aan het einde van het spel ({ $face }): { $does }
kf-tile-show-face-front = voorkant
kf-tile-show-face-upgraded = opgewaardeerd
kf-tile-show-face-a = kant a
kf-tile-show-face-b = kant b
kf-tile-show-any = { $count ->
        [one] 1 grondstof naar keuze
       *[other] { $count } grondstoffen naar keuze
    }
kf-tile-show-and = { $first } en { $last }
kf-tile-show-conf-rulebook = (volgens de spelregels)
kf-tile-show-conf-derived = (afgeleid uit de getallen van de spelregels)
kf-tile-show-conf-unverified = (onbevestigd: alleen { $source } { $count ->
        [one] noemt
       *[other] noemen
    } dit{ $bda ->
        [yes] ; BDA zit er vaak naast
       *[other] {""}
    })
kf-tile-show-conf-unknown = (onbekend: geen bron noemt dit)
kf-tile-does-take = neem { $items }
kf-tile-does-workshop-front = neem één van: 1 hout, 1 steen of 1 ijzer
kf-tile-does-workshop-upgraded = neem 1 hout, 1 steen en 1 ijzer
kf-tile-does-draw = trek { $count } { $count ->
        [one] werker
       *[other] werkers
    } uit de zak
kf-tile-does-skill-for-workers = leg 1 vaardigheid naar keuze gedekt terug op de stapel en trek dan { $count } { $count ->
        [one] werker
       *[other] werkers
    } uit de zak
kf-tile-does-tavern = leg nog 1 werker af en trek dan { $count } { $count ->
        [one] werker
       *[other] werkers
    } uit de zak; de afgelegde werker gaat na het trekken in de zak
kf-tile-does-skills = neem { $count } willekeurige { $count ->
        [one] vaardigheid
       *[other] vaardigheden
    } van de gedekte stapel
kf-tile-does-hiring-fair = leg 1 vaardigheid naar keuze opzij, neem { $count } willekeurige { $count ->
        [one] vaardigheid
       *[other] vaardigheden
    } van de stapel en schud de opzijgelegde daarna terug in de stapel
kf-tile-does-skill-for-resources = leg 1 { $skill } terug op de stapel en neem dan { $items }
kf-tile-does-green = doe 1 werker van de kleur { $colour } in de zak en neem dan { $count } { $count ->
        [one] groene werker
       *[other] groene werkers
    } uit de voorraad
kf-tile-does-green-no-colour = doe 1 werker in de zak (geen bron noemt de kleur) en neem dan { $count } { $count ->
        [one] groene werker
       *[other] groene werkers
    } uit de voorraad
kf-tile-does-transport = vervoer tot { $cart } { $cart ->
        [one] grondstof
       *[other] grondstoffen
    } over de wegen van je eigen dorp en waardeer tot { $upgrades } { $upgrades ->
        [one] tegel
       *[other] tegels
    } op
kf-tile-does-storage = { $rate } { $rate ->
        [one] punt
       *[other] punten
    } per { $resource } dat erop blijft liggen
kf-tile-does-storage-any = { $rate } { $rate ->
        [one] punt
       *[other] punten
    } per grondstof van welke soort ook die erop blijft liggen
kf-tile-does-score-only = alleen punten; waarvoor en hoeveel, noemt geen bron (onbekend)
kf-tile-does-apothecary = 3 punten per 5 werkers van welke kleur ook, groen meegerekend
kf-tile-does-craftsmans-guild = 3 punten per set van een blauwe, een rode en een gele werker; groen kan geen van drieën vervangen
kf-tile-does-jeweller = 2 punten per goud dat eraan wordt toegewezen, in plaats van het ene punt van dat goud zelf
kf-tile-does-key-guild = 10 punten per 5 vaardigheden van welke soort ook
kf-tile-does-keythedral = 12 punten, één keer
kf-tile-does-key-market = 2 punten per groene werker
kf-tile-does-mercers-guild = 5 punten per set van 3 verschillende grondstoffen; goud mag er één van vervangen en levert dan zelf geen punt meer op
kf-tile-does-scholar = 3 punten per vaardigheid van de ene soort die de eigenaar kiest
kf-tile-does-scribes = 10 punten per set van een aambeeld, een houweel en een zaag
kf-tile-does-village-hall = 1 punt per werker van de ene kleur die de eigenaar kiest
kf-tile-does-watermill = 1 punt per grondstof van de ene soort die de eigenaar kiest (goud kiezen levert niets op)
kf-tile-does-windmill = 5 punten per 5 grondstoffen van welke soort ook
kf-tile-does-keyflower-boat = 1 punt per eenheid vervoerscapaciteit van de eigenaar; het dubbele als de eigenaar ook zomerboot 2b heeft
kf-tile-does-sea-bastion = 1 punt per tegel op een rondgang van wegen die terugkomt bij het begin zonder een stuk weg twee keer te gebruiken (zomerboot 2a helpt hier niet)
kf-tile-does-sea-breese = de gedrukte punten van elke boot, zomerboten meegerekend, die over water met de thuistegel van de eigenaar verbonden is; de punten op elke boot zijn hier niet bekend, het bestand met de spelsituatie geeft ze
kf-tile-does-flipper = waardeer één tegel in het dorp van de eigenaar op zonder de kosten te betalen, en 2 punten
kf-tile-does-ianvincible = 5 punten
kf-tile-does-white-wind = 1 punt per werker die de eigenaar aan het einde heeft, ook de werkers die in de winter in het eigen dorp zijn ingezet, behalve werkers die al punten opleveren bij de Apotheek, het Ambachtsgilde, de Sleutelmarkt of het Dorpshuis
kf-tile-does-summer-boat-1-a = wie aan het einde van de zomer en de herfst de inhoud van een boot neemt, trekt ook 2 werkers uit de zak, als die er zijn; wie aan het einde van de winter een boottegel neemt, trekt 2 werkers, nadat de werkers van de winnende biedingen terug in de zak zijn gegaan
kf-tile-does-summer-boat-1-b = als kant a, maar neem 1 groene werker uit de voorraad, als die er is, in plaats van de 2 getrokken werkers
kf-tile-does-summer-boat-2-a = vervoer mag ook over velden, en bij het aanleggen hoeven de zijden niet te passen (dit helpt niet voor Sea Bastion)
kf-tile-does-summer-boat-2-b = alle vervoerscapaciteit en opwaarderingen van de eigenaar tellen dubbel, en de punten van de Keyflowerboot ook
kf-tile-does-summer-boat-3-a = bij het opwaarderen mogen goud, ijzer, steen en hout elkaar vervangen
kf-tile-does-summer-boat-3-b = bij de eindtelling mogen goud, ijzer, steen en hout elkaar vervangen
kf-tile-does-summer-boat-4-a = tegen een bod in blauw, rood of geel mag de eigenaar een tegenbod doen in één andere kleur (groen mag), met alle werkers van die kleur plat gelegd; als de eerste bieders allemaal vertrokken zijn en niemand de tegel gebruikt, gaan de platte werkers rechtop staan en wordt hun kleur die van de tegel
kf-tile-does-summer-boat-4-b = op een tegel waarop al geboden is of die al gebruikt is, mag de eigenaar werkers in alle kleuren zetten om te produceren, gemengd, met de werkers van een andere kleur plat gelegd; die tellen mee voor de grens van 6 werkers, en de anderen blijven de staande kleur gebruiken
kf-tile-does-turn-order = het nummer bepaalt de volgorde waarin de inhoud van de boten (lente tot herfst) en de boten (winter) worden gekozen; wie de hoogst genummerde tegel met het startspelersymbool wint, wordt startspeler; welke tegels dat symbool tonen, is hier niet bekend
kf-tile-does-turn-order-end = 1 punt per andere tegel waarmee hij verbonden is; de zijden moeten passen, behalve voor wie zomerboot 2a heeft
kf-tiles-no-rot = --rot draait een Carcassonne-tegel; een Keyflower-tegel wordt getoond zoals hij gedrukt is, dus laat --rot weg.
kf-tiles-no-sheet = Keyflower heeft geen tegelvel, dus er wordt geen bestand geschreven: arbiter tiles --game keyflower somt elke tegel op, en arbiter tiles show SLEUTEL --game keyflower toont er een.
tiles-show-other-game = “{ $id }” is een Keyflower-tegel: arbiter tiles show { $id } --game keyflower toont hem.
