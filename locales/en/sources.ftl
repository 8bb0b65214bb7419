# The documents the rulings cite, by the file name they are cited with (`source:` in
# rulings/*.yaml, its `.` written `-`): `rulings show` and the rulings page print the name with
# the file name (tests/trial_frictions.rs checks that every source has one).
source-doc-000_7aadc0e50423c7da-txt = Seizer expansion rules: River, Inns & Cathedrals, Traders & Builders, Abbot
source-doc-003_c5efccf2825365e0-txt = Dutch FAQ on the Carcassonne expansions (VVV C3.1)
source-doc-004_2f20a1dd7123d82e-txt = Keyflower rules
source-doc-base-rules = Carcassonne base-game rules, as arbiter applies them
source-doc-keyflower-facts-md = Keyflower facts sheet: tile data, with the source of each number
ruling-source-named = { $name } ({ $file })

# The fan sources of the Keyflower facts sheet that give a number no rulebook text confirms,
# said after "unverified:".
fan-source-als = ALS, the tile data of alsrl8's fan-made Keyflower-Server
fan-source-kfw = KFW, a fan-made Keyflower web game
fan-source-mtt = MTT, mttjhn's fan-made Keyflower tools
fan-source-bda = BDA, bdanijel's fan-made Keyflower generator, often wrong
fan-source-kasta-ua = kasta.ua, a retailer's product text
source-doc-classic-expansions-md = The classic expansions as JCloisterZone plays them: the project's rules reference
source-doc-jcloisterzone = JCloisterZone's source code (farin/JCloisterZone), at the files docs/rule-options.md names
