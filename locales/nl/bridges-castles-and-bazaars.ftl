# Bruggen, Burchten en Bazaars (klassiek): de naam, de tekens op de tegels, bruggen en burchten,
# en wat de regels ervan afkeuren (expansions/bridges_castles_and_bazaars/).

expansion-bridges-castles-and-bazaars = Bruggen, Burchten en Bazaars
seen-mark-bazaar = bazaartegel
tile-note-bazaar = bazaar
seen-mark-no-castle = geen-burcht
built-bridges = gebouwde bruggen
built-castles = gebouwde burchten
bazaar-held = bazaartegels in handen
bazaar-auction = veiling na de tweede helft van een beurt met een bouwmeester
tile-note-no-castle = geen burcht op dit stadsdeel
edition-castles-and-bridges = "{ $name }" is de huidige editie (Burchten & Bruggen), die arbiter niet beoordeelt: de spelregels ervan zijn er niet, en volgens de FAQ is het een ander ontwerp (een jonkvrouw in de burcht, boerderijen, bruggen met een eigen waarde, geen bazaars). arbiter beoordeelt het klassieke Bruggen, Burchten en Bazaars zoals JCloisterZone het speelt: schrijf Bruggen, Burchten en Bazaars.

# Wat de regels afkeuren.
problem-bcb-bridge-edges = De brug op de tegel op { $square } loopt van { $axis ->
    [ns] noord naar zuid
   *[we] west naar oost
}, maar de { $edge ->
    [n] noordrand
    [e] oostrand
    [s] zuidrand
   *[w] westrand
} van die tegel is geen weide: een brug ligt alleen over twee weiderranden van haar tegel.
problem-bcb-bridge-two = Op de tegel op { $square } liggen twee bruggen: op een tegel ligt hooguit één brug.
problem-bcb-supply = Er { $what ->
    [bridges] liggen { $count } bruggen
   *[castles] liggen { $count } burchten
} op het bord; met { $players ->
    [one] { $players } speler
   *[other] { $players } spelers
} zitten er { $allowed } in de doos ({ $each } per speler).
problem-bcb-built-total = Volgens de spelsituatie bouwden de spelers { $written } { $what ->
    [bridges] bruggen
   *[castles] burchten
}, maar er { $count ->
    [one] ligt er { $count }
   *[other] liggen er { $count }
} op het bord.
problem-bcb-built-each = { $player } bouwde { $count } { $what ->
    [bridges] bruggen
   *[castles] burchten
}, meer dan de { $each } die elke speler heeft.
problem-bcb-castle-occupants = { $player } heeft { $count ->
    [one] een meeple
   *[other] { $count } meeples
} in burchten, maar bouwde { $built ->
    [one] één burcht
   *[other] { $built } burchten
}.
problem-bcb-castle-city = De burcht op { $square } staat bij een { $feature }: een burcht is een stad.
problem-bcb-castle-shape = De burcht op { $square } is geen afgemaakte stad van twee burchtplekken: { $why ->
    [open] de stad is niet af
    [parts] de stad heeft { $count } delen
   *[base] een van de delen is geen klein stadsstuk aan één rand waarop een burcht mag
}.
problem-bcb-castle-pieces = In de burcht op { $square } { $count ->
    [one] staat { $count } speelstuk
   *[other] staan { $count } speelstukken
}: in een burcht staat één meeple, of niets meer nadat ze geteld heeft.
problem-bcb-castle-piece = In de burcht op { $square } staat een { $piece }: alleen een meeple blijft in een burcht.
problem-bcb-bridge-none = Op { $square } kan geen brug: { $why ->
    [square] een brug komt op de net gelegde tegel, of op een tegel ernaast wanneer de nieuwe tegel alleen zo past
    [fields] een brug ligt alleen over twee weiderranden van haar tegel
    [ends] beide uiteinden van een brug op de net gelegde tegel moeten naar lege plekken wijzen, en een brug op een tegel ernaast moet bij een lege plek eindigen
    [needed] met een brug daar past de net gelegde tegel nog niet
    [not-needed] de net gelegde tegel past zonder brug, dus er komt geen brug op een tegel ernaast
    [taken] op die tegel ligt al een brug
    [acrobats] op de acrobatenplek van die tegel staan meeples
    [once] in één zet leg je hooguit één brug
   *[supply] { $player } heeft al zijn bruggen gebouwd ({ $each })
}.
problem-bcb-bazaar = { $why ->
    [abbey] Zolang de bazaartegels van een veiling gelegd worden (bazaar:), legt niemand een abdij, behalve in de tweede helft van een beurt met een bouwmeester.
    [trigger] Na deze zet volgt geen veiling: de tegel toont geen bazaar.
    [waiting] Na deze zet volgt geen veiling: er wachten nog bazaartegels van een eerdere veiling om gelegd te worden (bazaar:).
    [owed] De tegel toont een bazaar en er wachten geen tegels van een eerdere veiling (onder bazaar: staat er geen), dus na deze beurt volgt een veiling: schrijf die als stappen (bazaartegel, bazaar-kiezen, bod, passen, kopen, verkopen).
    [owed-part] De tegel uit de eerste helft van deze beurt met een bouwmeester toonde een bazaar (bazaar: auction: 1), dus na deze tweede helft volgt de veiling: schrijf die als stappen (bazaartegel, bazaar-kiezen, bod, passen, kopen, verkopen).
    [builder] Na deze zet volgt nog geen veiling: dit is de eerste helft van een beurt met een bouwmeester, en de veiling van deze bazaartegel volgt pas na de tweede helft: schrijf die bij die zet.
    [auction-count] Bij { $player } staan { $count } veilingen die nog moeten volgen (bazaar: auction): dat is er hooguit één.
    [auction-turn] Bij { $player } staat een veiling die nog moet volgen (bazaar: auction), maar die speler is niet aan zet in de tweede helft van een beurt met een bouwmeester (turn: en extra_turn: true).
    [auction-held] Er staat een veiling die nog moet volgen (bazaar: auction), terwijl er nog bazaartegels van een eerdere veiling in handen zijn (bazaar: held): een bazaartegel die dan gelegd wordt, begint geen veiling.
    [players] Na deze zet volgt geen veiling: een veiling heeft minstens twee spelers nodig.
    [tiles] Na deze zet volgt geen veiling: er { $count ->
        [one] is nog maar 1 tegel
       *[other] zijn nog maar { $count } tegels
    } over, minder dan er spelers zijn ({ $players }).
    [hills] Na deze zet volgt geen veiling: er { $count ->
        [one] is nog maar 1 tegel
       *[other] zijn nog maar { $count } tegels
    } over om te trekken, zonder de tegels onder heuvels: minder dan er spelers zijn ({ $players }).
    [done] De veiling is voorbij: elke bazaartegel heeft een eigenaar.
    [drawn] Er worden zoveel tegels open gelegd als er spelers zijn ({ $players }), voordat iemand kiest.
    [supply] { $count ->
        [0] Er zit geen tegel { $tile } meer in de doos om open te leggen.
       *[other] Er is geen tegel { $tile } meer over om open te leggen: de doos heeft er { $count ->
            [one] één, en die ligt
           *[other] { $count }, en die liggen
        } in deze veiling al open.
    }
    [laid-out] De veiling begint zodra er zoveel tegels open liggen als er spelers zijn ({ $players }): { $count ->
        [0] er ligt er nog geen
        [one] er ligt er pas 1
       *[other] er liggen er pas { $count }
    }.
    [pick-not-laid] { $player } kan { $tile } niet kiezen: die ligt niet open of is al verkocht (nog te koop: { $tiles }).
    [pick-now] { $tiles } wordt geveild: { $player } kiest pas weer als die verkocht is.
    [bid-first] { $player } kiest eerst een tegel.
    [no-bids] Met de regeloptie bazaar-no-auction: true kiezen de spelers alleen; niemand biedt.
    [open] { $player } opent het bieden op de gekozen tegel.
    [raise] { $player } biedt { $bid }, maar het hoogste bod is al { $high } (van { $bidder }): verhogen kan vanaf { $least }.
    [decide-now] Iedereen heeft geboden of gepast, en het hoogste bod is { $high } (van { $bidder }): { $player } koopt of verkoopt.
    [decide] { $player } koopt of verkoopt pas als iedereen heeft geboden of gepast: eerst mag { $next } nog verhogen of passen (het hoogste bod is { $high }, van { $bidder }).
    [unfinished-draw] De veiling is niet voorbij: pas { $count ->
        [one] 1 tegel ligt
       *[other] { $count } tegels liggen
    } open, van de { $players } die nodig zijn.
   *[unfinished] De veiling is niet voorbij: { $player } moet nog kiezen, bieden, passen, kopen of verkopen.
}
problem-bcb-not-judged = arbiter beoordeelt deze zet van Bruggen, Burchten en Bazaars nog niet: { $what ->
    [castles] twee steden van de tegel op { $square } kunnen voor dezelfde speler een burcht worden, en de stap zegt niet welke
   *[other] { $what }
}.
problem-bcb-castle-none = Op { $square } kan geen burcht gebouwd worden: { $why ->
    [city] daar heeft geen afgemaakte stad van twee burchtplekken met precies één meeple een deel op de net gelegde tegel
    [supply] { $player } heeft al zijn burchten gebouwd
   *[tile] een burcht komt alleen op een stad van de net gelegde tegel
}.
problem-bcb-castle-last = De stap { $action-key } staat na de burcht: burchten worden als laatste vóór de telling gebouwd, na de actie, de herders en de vlucht van de draak (zoals JCloisterZone het speelt). Zet het dus vóór de burcht.
move-tile-state-bridge-ns = Over de tegel op { $square } ligt nu een brug van noord naar zuid.
move-tile-state-bridge-we = Over de tegel op { $square } ligt nu een brug van west naar oost.
move-feature-state-castle = { $value ->
    [0] De stad op { $square } ({ $feature }) is geen burcht meer.
   *[other] De stad op { $square } ({ $feature }) is nu een burcht.
}
move-gained-bazaar = { $held ->
    [-1] De bazaartegel die { $player } van de veiling had, is gelegd.
    [0] { $auction ->
        [-1] De veiling die sinds de eerste helft van de beurt van { $player } nog moest volgen, is gehouden.
       *[other] { $player } heeft een bazaartegel gelegd in de eerste helft van een beurt met een bouwmeester: de veiling volgt na de tweede helft.
    }
   *[other] { $player } heeft nu een bazaartegel van de veiling, om in een volgende beurt te leggen.
}
move-gained-built = { $player } bouwt { $castles ->
    [0] een brug
   *[other] een burcht
}.
