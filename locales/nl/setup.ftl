# Problemen die alleen een met de hand gebouwde opstelling kan hebben (een bestand met de spelsituatie
# kan ze niet maken): de engine meldt ze in plaats van te falen.
problem-setup-count = { $list ->
    [track] Bij het scorespoor { $count ->
        [one] staat { $count } score
       *[other] staan { $count } scores
    }
   *[goods] Bij de handelswaren { $count ->
        [one] staat { $count } vermelding
       *[other] staan { $count } vermeldingen
    }
} voor { $players ->
        [one] { $players } speler: elke
       *[other] { $players } spelers: elke
    } speler heeft er precies één.
problem-setup-turn = Speler { $turn } is aan de beurt, maar er { $players ->
        [one] is { $players } speler
       *[other] zijn { $players } spelers
    }.
problem-setup-owner = Dit speelstuk is van speler { $owner }, maar er { $players ->
        [one] is { $players } speler
       *[other] zijn { $players } spelers
    }.
problem-setup-feature = Dit speelstuk staat op gebied { $feature } van zijn tegel, die { $features ->
        [one] { $features } gebied heeft.
       *[other] { $features } gebieden heeft.
    }
