# Keyflower: boten, het verloop van een seizoen, productie, opbouwcontroles en partijverslagen (issue 23).

kf-problem-bid-boat = { $tile } is een boottegel: op boottegels wordt niet rechtstreeks met werkers geboden; hun lading wordt gekozen in de volgorde waarin spelers de beurtvolgordetegels wonnen.
kf-problem-place-boat-season = { $tile } is een boottegel: boottegels komen pas aan het eind van de winter in een dorp.
kf-problem-place-boat-taken = { $tile } ligt al in het dorp van { $player }: elke boot kan maar één keer genomen worden.
kf-problem-place-second-boat = { $tile } zou een tweede boot zijn: { $mover } nam al { $held }, en elke speler neemt maar één boot, hoeveel beurtvolgordetegels hij ook won.
kf-problem-place-boat-order = { $player } won beurtvolgordetegel { $number } en kiest vóór { $mover } een boot, maar heeft er nog geen genomen.
kf-ok-place-boat = { $tile } is een boot die nog vrij is; aan het eind van de winter worden de boten in beurtvolgorde genomen.

kf-report-proven-best = Geen verdeling haalt meer dan { $allocation }: alle verdelingen zijn doorgerekend (hieronder staat wat elk alternatief haalt). De bovengrens van { $bound } telt elk stuk apart op zijn beste waarde, en geen verdeling haalt die.
kf-report-proven-best-alone = Geen verdeling haalt meer dan { $allocation }: alle verdelingen zijn doorgerekend. De bovengrens van { $bound } telt elk stuk apart op zijn beste waarde, en geen verdeling haalt die.
kf-score-marker-as = Startspelermarker geteld als één extra { $item } (zijn punten staan in de rijen hieronder)
kf-score-marker-on-yard = Startspelermarker geteld als één grondstof op { $tile } (zijn punten staan in de rij van die tegel)

kf-problem-offer-size = { $count ->
        [one] { $count } { $season }tegel te koop
       *[other] { $count } { $season }tegels te koop
    }: bij { $players ->
        [one] { $players } speler komen
       *[other] { $players } spelers komen
    } er { $max } op tafel.
kf-problem-winter-offer-size = { $count ->
        [one] { $count } wintertegel te koop
       *[other] { $count } wintertegels te koop
    }: bij { $players ->
        [one] { $players } speler kiest
       *[other] { $players } spelers kiest
    } elke speler minstens één van zijn wintertegels, dus komen er { $min } tot { $max } op tafel.
kf-problem-winter-hand-kind = { $player } heeft { $tile } bij de uitgedeelde wintertegels, maar dat is geen wintertegel.
kf-problem-winter-dealt = { $player } heeft { $count ->
        [one] { $count } wintertegel:
       *[other] { $count } wintertegels:
    } bij { $players ->
        [one] { $players } speler krijgt
       *[other] { $players } spelers krijgt
    } elke speler er { $want }.
kf-problem-spring-start = { $player } heeft in de lente de startspelermarker, maar { $want } kreeg de laagst genummerde thuistegel ({ $number }) en begint het spel.
kf-problem-village-season = { $tile } ({ $kind }tegel) ligt tijdens de { $season } in het dorp van { $player }: een tegel komt pas aan het eind van zijn seizoen in een dorp (beurtvolgorde- en boottegels aan het eind van de winter).

kf-outlay-skill-any = Legt eerst 1 vaardigheidstegel, van welke soort ook, gedekt terug op de stapel.
kf-outlay-skill = Legt eerst 1 vaardigheidstegel met een { $skill } gedekt terug op de stapel.
kf-outlay-set-aside = Legt eerst 1 vaardigheidstegel, van welke soort ook, opzij; die wordt na het trekken terug in de stapel geschud.
kf-outlay-discard = Legt eerst nog 1 werker af; die gaat na het trekken in de zak en kan geen tekort aanvullen.
kf-outlay-to-bag = Doet eerst 1 { $colour ->
    [blauw] blauwe
    [rood] rode
    [geel] gele
    [groen] groene
    [paars] paarse
   *[other] { $colour }
} werker in de zak.
kf-outlay-to-bag-unknown = Doet eerst 1 werker van de kleur op de tegel in de zak (het feitenblad kent de kleur niet).
kf-gain-resource = Levert { $count } { $resource } op ({ $conf }{ $source }), gelegd op { $place }.
kf-gain-workshop = Levert { $count } hout, steen of ijzer naar keuze op ({ $conf }{ $source }), gelegd op { $place }.
kf-gain-workers = Levert { $count ->
        [one] { $count } werker op,
       *[other] { $count } werkers op,
    } willekeurig uit de zak getrokken ({ $conf }{ $source }), achter het scherm gezet.
kf-gain-green = Levert { $count ->
        [one] { $count } groene werker
       *[other] { $count } groene werkers
    } uit de voorraad op ({ $conf }{ $source }), achter het scherm gezet.
kf-gain-skills = Levert { $count ->
        [one] { $count } vaardigheidstegel op,
       *[other] { $count } vaardigheidstegels op,
    } gedekt van de stapel getrokken ({ $conf }{ $source }), achter het scherm gelegd.
kf-gain-unknown = Levert { $what } op, maar geen bron zegt hoeveel ({ $conf }{ $source }): het getal op de tegel beslist.
kf-gain-what-workers = werkers uit de zak
kf-gain-what-green = groene werkers uit de voorraad
kf-gain-what-skills = vaardigheidstegels van de stapel
kf-gain-what-resources = grondstoffen
kf-cli-produced = Het gebruik levert op:
kf-gain-short = Van de { $count } { $left ->
        [one] is er nog maar { $left }
       *[other] zijn er nog maar { $left }
    } in de voorraad: { $mover } krijgt alleen die.
kf-problem-outlay-skill-any = Voor { $tile } moet { $mover } eerst een vaardigheidstegel inleveren (welke soort maakt niet uit), maar heeft er geen achter het scherm.
kf-problem-outlay-skill = Voor { $tile } moet { $mover } eerst een vaardigheidstegel met een { $skill } inleveren, maar heeft er geen achter het scherm.
kf-problem-outlay-worker = Voor { $tile } moet { $mover } eerst nog een werker inleveren, maar heeft er achter het scherm geen meer over.

kf-problem-no-such-player = Die speler bestaat niet.
kf-problem-winter-choice-first = De winter begint ermee dat elke speler wintertegels kiest: { $player } kan pas daarna iets doen.
kf-problem-not-your-turn = { $turn } is aan de beurt, niet { $player }: er wordt met de klok mee gespeeld tot alle spelers na elkaar gepast hebben.
kf-problem-place-during-season = Gewonnen tegels komen aan het eind van het seizoen in de dorpen, niet tijdens het seizoen.
kf-problem-not-now = Tijdens de beurten van een seizoen kan { $player } dat niet doen, alleen bieden, een tegel gebruiken, vervoeren of passen.
kf-problem-boat-turn = { $turn } kiest nu een boot, niet { $player }: eerst de winnaars van de beurtvolgordetegels, op volgorde van tegelnummer, dan de anderen met de klok mee vanaf de nieuwe startspeler.
kf-problem-boat-chosen = { $tile } is dit seizoen al gekozen: elke speler neemt de lading van een andere boot.
kf-problem-boat-tile-taken = { $tile } is al genomen door { $player }: aan het eind van de winter neemt elke speler een andere boottegel, uit de boten die nog over zijn.
kf-problem-boat-choose-now = { $turn } kiest nu een boot: de beurten van het seizoen zijn voorbij, eerst worden de boten gekozen en pas daarna de gewonnen tegels gelegd.
kf-problem-place-not-yours = { $tile } hoort niet bij de tegels die { $player } dit seizoen won: alleen een tegel die je op de veiling wint, komt in je dorp.
kf-problem-place-won-by = { $tile } is dit seizoen gewonnen door { $player }: een gewonnen tegel komt alleen in het dorp van de winnaar.
kf-problem-boat-gone = { $tile } is geen boot op tafel.
kf-problem-placing-first = De gewonnen tegels van het seizoen worden aan de dorpen toegevoegd: { $player } kan nu alleen een tegel leggen.
kf-problem-winter-chosen = { $player } heeft al wintertegels gekozen.
kf-problem-winter-none = { $player } moet minstens één wintertegel kiezen.
kf-problem-winter-not-dealt = { $player } kiest { $tile }, maar die hoort niet bij de wintertegels die { $player } kreeg (of staat er twee keer).
kf-problem-gets-needed = Het verslag moet zeggen wat het gebruik van { $tile } opleverde: { $what } (een willekeurige trekking of de keuze van de speler).
kf-problem-gets-count = Het gebruik van { $tile } leverde { $count } op, maar de tegel geeft { $want }.
kf-problem-outlay-which-skill = { $tile } vraagt eerst een vaardigheidstegel naar keuze: het verslag moet zeggen welke, met `geeft:`.
kf-problem-outlay-which-worker = { $tile } vraagt eerst een werker: het verslag moet zeggen welke kleur, met `geeft:`.
kf-event-pass = { $player } past.
kf-event-winter-chosen = { $player } kiest { $count ->
        [one] { $count } wintertegel.
       *[other] { $count } wintertegels.
    }
kf-event-winter-out = { $count ->
        [one] De gekozen wintertegel wordt op tafel gelegd.
       *[other] De { $count } gekozen wintertegels worden geschud en op tafel gelegd.
    }
kf-event-season-end = Alle spelers hebben na elkaar gepast: het eind van de { $season }.
kf-event-bid-returned = Het verloren bod van { $player } op { $tile } ({ $count ->
        [one] { $count } werker
       *[other] { $count } werkers
    }) gaat terug achter het scherm.
kf-event-to-box = Op { $tile } is niet geboden: de tegel gaat terug in de doos, de werkers erop gaan in de zak.
kf-event-won = { $player } won { $tile } en neemt de werkers erop; het winnende bod gaat in de zak.
kf-event-home-workers = { $count ->
        [one] { $count } werker die in het dorp van { $player } gebruikt is, gaat
       *[other] { $count } werkers die in het dorp van { $player } gebruikt zijn, gaan
    } achter het eigen scherm.
kf-event-boat-order = De boten worden in deze volgorde gekozen: { $players }.
kf-event-boat-contents = { $player } neemt de lading van { $tile }: { $workers ->
        [0] geen werkers
        [one] { $workers } werker
       *[other] { $workers } werkers
    } en { $skills ->
        [0] geen vaardigheden
        [one] { $skills } vaardigheid
       *[other] { $skills } vaardigheden
    }.
kf-event-boat-tile = { $player } neemt de boottegel { $tile } ({ $workers ->
        [0] geen werkers
        [one] { $workers } werker
       *[other] { $workers } werkers
    } en { $skills ->
        [0] geen vaardigheden
        [one] { $skills } vaardigheid
       *[other] { $skills } vaardigheden
    } erop).
kf-event-start-player = { $player } is de startspeler van het volgende seizoen en neemt de paarse startspelermarker.
kf-event-marker-last = { $player } neemt de paarse startspelermarker; de winter was het laatste seizoen, dus de marker kan alleen nog bij de eindtelling meetellen.
kf-event-placed = { $tile } komt op [{ $q }, { $r }] in het dorp van { $player }.
kf-event-game-over = Het eind van de winter: het spel is voorbij.
kf-event-season-start = De { $season } begint.
kf-event-upgraded = { $tile } wordt opgewaardeerd.

kf-action-pass = past
kf-action-boat = neemt de boot { $tile }
kf-action-winter = kiest { $count ->
        [one] { $count } wintertegel
       *[other] { $count } wintertegels
    }
kf-action-bid = biedt { $count } { $colour ->
        [blauw] blauwe
        [rood] rode
        [geel] gele
        [groen] groene
        [paars] paarse
       *[other] { $colour }
    } { $count ->
        [one] werker
       *[other] werkers
    } op { $tile }
kf-action-use = gebruikt { $tile } met { $count } { $colour ->
        [blauw] blauwe
        [rood] rode
        [geel] gele
        [groen] groene
        [paars] paarse
       *[other] { $colour }
    } { $count ->
        [one] werker
       *[other] werkers
    }
kf-action-transport = gebruikt { $tile } met { $count } { $colour ->
        [blauw] blauwe
        [rood] rode
        [geel] gele
        [groen] groene
        [paars] paarse
       *[other] { $colour }
    } { $count ->
        [one] werker
       *[other] werkers
    } voor vervoer: { $carries ->
        [0] niets vervoerd
        [one] 1 grondstof vervoerd
       *[other] { $carries } grondstoffen vervoerd
    }, { $upgrades ->
        [0] niets opgewaardeerd
        [one] 1 tegel opgewaardeerd
       *[other] { $upgrades } tegels opgewaardeerd
    }
kf-record-season-missing = Na deze actie begint de { $season }, maar het verslag heeft geen { $key }: onder seasons:, dus arbiter kan niet weten welke tegels op tafel kwamen en wat er op de boten is getrokken. Voeg het bovenaan toe: seasons: {"{"} { $key }: {"{"} offer: [TEGEL, ...], boats: [{"{"} tile: BOOT, workers: {"{"} KLEUR: N {"}"} {"}"}, ...] {"}"} {"}"} (docs/keyflower-record.md).
kf-action-place = legt { $tile } op [{ $q }, { $r }]
kf-action-bid-boat = biedt op de boot { $tile }
kf-action-withdraw = neemt de werkers van een bod op { $tile } terug
kf-replay-step = { $number }. { $player } { $action }
kf-replay-illegal = Actie { $number } ({ $player }, regel { $line }, kolom { $column } van het partijverslag) is niet toegestaan ({ $count ->
        [one] { $count } reden)
       *[other] { $count } redenen)
    }; het naspelen stopt hier:
kf-replay-open-winter = Het verslag eindigt in de winter, terwijl de spelers wintertegels kiezen.
kf-replay-open-turns = Het verslag eindigt tijdens de { $season }: { $player } is aan de beurt.
kf-replay-open-boats = Het verslag eindigt aan het eind van de { $season }: { $player } kiest nu een boot.
kf-replay-open-placing = Het verslag eindigt aan het eind van de { $season }, terwijl gewonnen tegels worden gelegd.
kf-replay-open-season-end = Het verslag eindigt aan het eind van de { $season }, met alle gewonnen tegels gelegd; de { $next } staat er niet in (seizoenen: → { $next }:, alleen nodig om verder te spelen), dus de tegels daarvan liggen niet in het aanbod en op de boten komt niets nieuws.
kf-input-not-a-boat = “{ $name }” is geen boottegel.
kf-input-not-turn-order = “{ $name }” is geen beurtvolgordetegel.
kf-what-gets = kleur, vaardigheid of grondstof
kf-what-gives = vaardigheid of kleur
kf-replay-numbers-needed = Het spel is voorbij, maar de eindtelling heeft gedrukte getallen nodig die geen bron geeft; zet ze in het verslag (`gedrukt:` bij de tegel of boot):
kf-problem-bag-short = Het gebruik trekt { $count ->
        [one] { $count } { $what }
       *[other] { $count } × { $what }
    }, maar er { $left ->
        [one] is er nog maar { $left }
       *[other] zijn er nog maar { $left }
    } in de zak of op de stapel.
kf-problem-boat-count = { $count ->
        [one] { $count } boot op tafel
       *[other] { $count } boten op tafel
    }: er worden evenveel boottegels gebruikt als er spelers zijn ({ $players }).
kf-replay-illegal-start = Het spel kan niet beginnen met deze opstelling ({ $count ->
        [one] { $count } probleem)
       *[other] { $count } problemen)
    }:
kf-problem-boat-1a = De eigenaar van zomerboot 1a trekt bij de boot ook { $count ->
        [one] { $count } werker uit de zak
       *[other] { $count } werkers uit de zak
    }: het verslag moet zeggen welke, met `gets:`.
kf-event-boat-extra = { $player } krijgt er ook { $count ->
        [one] { $count } werker bij
       *[other] { $count } werkers bij
    } (zomerboot 1).
kf-replay-pending = { $tile } gewonnen door { $player }, nog niet gelegd.
kf-input-record-use-replay = Dit is een Keyflower-partijverslag (het heeft `actions:`): `arbiter replay BESTAND` speelt het na, en `arbiter replay BESTAND --until N > spelsituatie.yaml` schrijft de spelsituatie na actie N voor move; `score` en `check` lezen het partijverslag zelf (`--until N` voor de spelsituatie na actie N).
kf-input-until-needs-record = --until werkt alleen met een Keyflower-partijverslag (een bestand met `actions:`).
kf-replay-stopped-at = Het partijverslag stopt bij actie { $number } (regel { $line }), die niet is toegestaan; de spelsituatie daarvóór wordt gebruikt (`arbiter replay` zegt waarom).
kf-record-position-name = { $file }, na actie { $number }
kf-record-numbers-needed = De eindtelling van dit spel heeft { $count ->
        [one] een gedrukt getal
       *[other] { $count } gedrukte getallen
    } nodig die het verslag niet geeft. Voeg { $count ->
        [one] het
       *[other] elk
    } toe zoals aangegeven; de acties worden hieronder nagespeeld, maar het spel wordt pas daarna geteld:
kf-record-number-needed = { $tile } (`{ $field }`, catalogus: { $conf }): zet `{ $write }` bij de tegel onder { $place }, zoals in `{"{"}tile: { $key }, …, { $write }{"}"}`{ $fan ->
        [yes] {" "}(of aanvaard de getallen van de fanbronnen met `options: {"{"} unverified: accept {"}"}`)
        [listed] {""}
       *[no] {""}
    }.
kf-record-place-offer = `offer:`
kf-record-place-summer = `seasons:` → `summer:` → `offer:`
kf-record-place-autumn = `seasons:` → `autumn:` → `offer:`
kf-record-place-winter = `players:` → `winter_tiles:` (van de speler die hem kreeg)
kf-record-place-village = `players:` → `village:` (van de eigenaar)
kf-record-place-boats = `boats:`
kf-record-not-scored = Het spel is voorbij maar niet geteld: het verslag mist de gedrukte getallen waar hierboven om gevraagd wordt.
