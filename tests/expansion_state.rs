//! Per-player state an expansion declares (Traders & Builders' goods) is read from position
//! files by its key, kept in `Setup::player_state`, scored and credited from there.

use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::scoring::ScoredKind;
use arbiter_engine::carcassonne::setup::PlayerState;
use arbiter_format::carcassonne::read;

const HEAD: &str = "game: carcassonne\nrules: {expansions: [traders-and-builders]}\nplayers: [{name: Ann, color: red}, {name: Bob, color: blue}]\n";
const TILES: &str = "tiles:\n  - {tile: D, at: [0, 0]}\n";

#[test]
fn goods_are_kept_by_block_and_scored_from_there() {
    let text = format!(
        "{HEAD}goods:\n  red: {{wine: 2, cloth: 1}}\n  Bob: {{grain: 3, wine: 2}}\n{TILES}"
    );
    let (setup, _) = read(text.as_bytes()).unwrap();
    assert_eq!(
        setup.player_state.rows("goods"),
        [vec![2, 0, 1], vec![2, 3, 0]],
        "wine, grain, cloth per player"
    );
    let def = PlayerState::def("goods").unwrap();
    assert_eq!(def.gain_rule, "tb.goods.take");
    let position = Position::validate(setup);
    assert!(position.is_legal(), "{:?}", position.problems());
    let score = arbiter_engine::carcassonne::scoring::end_game(&position);
    let goods: Vec<_> = score
        .lines
        .iter()
        .filter(|l| matches!(l.kind, ScoredKind::Held { state: "goods", .. }))
        .map(|l| {
            l.awards
                .iter()
                .map(|a| a.player.index())
                .collect::<Vec<_>>()
        })
        .collect();
    // Wine is tied (both score), grain is Bob's, cloth is Ann's.
    assert_eq!(goods, [vec![0, 1], vec![1], vec![0]]);
}

#[test]
fn wrong_state_entries_point_at_themselves() {
    let keys = |text: &str| -> Vec<(&'static str, usize, usize)> {
        read(text.as_bytes())
            .unwrap_err()
            .iter()
            .map(|e| (e.message.key, e.loc.line, e.loc.column))
            .collect()
    };
    let text = format!("{HEAD}goods:\n  red: {{wine: 2, beer: 1}}\n  green: {{wine: 1}}\n  blue: {{cloth: -1}}\n{TILES}");
    assert_eq!(
        keys(&text),
        [
            ("input-unknown-key", 5, 18),
            ("input-bad-number", 7, 17),
            ("input-unknown-player", 6, 10),
        ]
    );
    // The keys a position file holds, in the order the message lists them.
    let errors = read(format!("{HEAD}good: {{}}\n{TILES}").as_bytes()).unwrap_err();
    let text = format!("{:?}", errors[0].message.args);
    // The expansions' blocks come after the base game's keys, in the registry's order.
    assert!(
        text.contains("game, rules, players, score, turn, partial, extra_turn, goods, ")
            && text.contains(", figures, held, tiles"),
        "{text}"
    );
}

/// A player named twice in a block keyed by player, once by colour and once by name, is bad
/// input at the later entry (before, one of the two was silently dropped).
#[test]
fn a_player_named_twice_in_a_block_is_bad_input() {
    for block in [
        "goods:\n  red: {wine: 2}\n  Ann: {wine: 5}\n",
        "score:\n  red: 3\n  Ann: 4\n",
    ] {
        let errors = read(format!("{HEAD}{block}{TILES}").as_bytes()).unwrap_err();
        let found: Vec<_> = errors.iter().map(|e| (e.message.key, e.loc.line)).collect();
        assert_eq!(found, [("input-player-twice", 6)], "{block}");
    }
    // Each player once, by colour or by name, is fine.
    let text = format!("{HEAD}score:\n  red: 3\n  Bob: 4\ngoods:\n  Ann: {{wine: 1}}\n  blue: {{cloth: 2}}\n{TILES}");
    assert!(read(text.as_bytes()).is_ok());
}

/// Goods taken during a replay by a player whose file already gives the most a counter holds
/// do not overflow (the replay panicked: "attempt to add with overflow").
#[test]
fn goods_taken_at_the_counters_limit_do_not_overflow() {
    let record = "start:\n  game: carcassonne\n  rules: {expansions: [traders-and-builders]}\n  players: [{name: Ann, color: red}, {name: Ben, color: blue}]\n  goods:\n    blue: {wine: 4294967295}\n  tiles: [{tile: TB/Cc.w, at: [0, 0], rot: 0}]\nmoves:\n  - {player: red, tile: BA/C, at: [-1, 0], rot: 90}\n  - {player: blue, tile: BA/C, at: [0, -1], rot: 180}\n  - {player: red, tile: BA/C, at: [5, 5], rot: 0}\nfinished: true\n";
    let out = assert_cmd::Command::cargo_bin("arbiter")
        .unwrap()
        .args(["--lang", "en", "--color", "never", "replay", "-"])
        .write_stdin(record)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    // Ben closes the wine city (move 2) and takes its wine; move 3 is illegal, so the replay
    // stops after the goods were credited, without a panic.
    assert_eq!(
        out.status.code(),
        Some(1),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("Move 3 by Ann (line 11 of the record) is illegal"),
        "{stdout}"
    );
}

/// Every counter of every block of per-player state has its word in both languages
/// (`goods-wine`, `cards-king`, `tower-floors-placed`): legends and effects name them.
#[test]
fn every_counter_has_its_word_in_both_languages() {
    use arbiter_i18n::Localizer;
    use arbiter_rulings::lang::Lang;
    for lang in Lang::ALL {
        let loc = Localizer::new(lang);
        for def in PlayerState::defs() {
            for (counter, _) in def.counters {
                let id = format!("{}-{counter}", def.key);
                assert!(loc.has(&id), "{lang:?}: {id}");
            }
        }
    }
}

/// Every block of per-player state a move can change has its effect's sentence in both
/// languages (`move-gained-goods`): the text output words each effect.
#[test]
fn every_block_has_its_effect_sentence_in_both_languages() {
    use arbiter_i18n::Localizer;
    use arbiter_rulings::lang::Lang;
    for lang in Lang::ALL {
        let loc = Localizer::new(lang);
        for def in PlayerState::defs() {
            // The King's and the robber's cards change hands (`move-holds`), never by a gain.
            if def.key == "cards" {
                continue;
            }
            // Formatted with its arguments (the player and each counter) as the text output
            // formats it: a message not there comes back as its own id.
            let id = format!("move-gained-{}", def.key);
            let mut args: Vec<(&str, arbiter_engine::verdict::Arg)> = vec![("player", "P".into())];
            args.extend(def.counters.iter().map(|(c, _)| (*c, 1i64.into())));
            assert_ne!(loc.text_with(&id, &args), id, "{lang:?}");
        }
    }
}
