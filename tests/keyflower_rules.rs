//! Hand-worked legality cases: every bid, use, transport and placement rule.

use arbiter_engine::keyflower::{self, Position};
use arbiter_format::keyflower::load_move;

fn base() -> Position {
    load_base("base")
}

fn load_base(file: &str) -> Position {
    let text = std::fs::read_to_string(format!("tests/keyflower/rules/{file}.yaml")).unwrap();
    arbiter_format::keyflower::load_position(&text).unwrap_or_else(|e| panic!("{e:?}"))
}

/// The base position of a move file: `boat-4a-*` and `boat-1a-*` moves are made in
/// `base-4a.yaml`, `boat-4b-*` and `boat-1b-*` in `base-4b.yaml`, the others in `base.yaml`.
fn base_for(name: &str) -> Position {
    if name.starts_with("boat-4a-") || name.starts_with("boat-1a-") {
        load_base("base-4a")
    } else if name.starts_with("boat-4b-") || name.starts_with("boat-1b-") {
        load_base("base-4b")
    } else {
        base()
    }
}

/// Adjudicates `tests/keyflower/rules/moves/<name>.yaml`; returns the rules broken and
/// the rules satisfied.
fn verdict(name: &str) -> (Vec<&'static str>, Vec<&'static str>) {
    verdict_with(name, &[])
}

/// As [`verdict`], with rule options set on the base position first.
fn verdict_with(name: &str, options: &[(&str, &str)]) -> (Vec<&'static str>, Vec<&'static str>) {
    let mut pos = base_for(name);
    for (k, v) in options {
        pos.options.set(k, v).unwrap();
    }
    let text = std::fs::read_to_string(format!("tests/keyflower/rules/moves/{name}.yaml")).unwrap();
    let mv = load_move(&pos, &text).unwrap_or_else(|e| panic!("{name}: {e:?}"));
    let v = keyflower::adjudicate(&pos, &mv);
    (
        v.problems.iter().map(|p| p.rule).collect(),
        v.satisfied.iter().map(|s| s.0).collect(),
    )
}

fn legal(name: &str, cites: &str) {
    let (bad, ok) = verdict(name);
    assert!(bad.is_empty(), "{name} should be legal: {bad:?}");
    assert!(ok.contains(&cites), "{name} should cite {cites}: {ok:?}");
}

fn illegal(name: &str, rule: &str) {
    let (bad, _) = verdict(name);
    assert!(bad.contains(&rule), "{name} should break {rule}: {bad:?}");
}

#[test]
fn base_position_is_legal() {
    assert_eq!(base().problems(), vec![]);
}

#[test]
fn bids() {
    legal("bid-ok", "kf.bid.more-workers");
    illegal("bid-too-small", "kf.bid.more-workers");
    illegal("bid-colour", "kf.bid.same-colour");
    legal("bid-move-together", "kf.bid.outbid-together");
    illegal("bid-split-group", "kf.bid.outbid-together");
    illegal("bid-winning-stay", "kf.bid.winning-stay");
    legal("bid-raise-own", "kf.bid.raise-own");
    illegal("bid-from-screen", "kf.bid.from-screen");
    illegal("bid-village", "kf.bid.offer-only");
    illegal("withdraw", "kf.bid.no-return");
    legal("bid-green", "kf.bid.first");
    illegal("bid-colour", "kf.bid.one-group");
    illegal("bid-own-winning-other-colour", "kf.bid.one-group");
    illegal("bid-own-winning-other-colour", "kf.bid.same-colour");
    illegal("bid-mixed", "kf.bid.same-colour");
    illegal("bid-from-twice", "kf.bid.outbid-together");
    illegal("bid-use-colour", "kf.bid.same-colour");
}

#[test]
fn uses() {
    legal("use-ok", "kf.use.more-workers");
    illegal("use-too-few", "kf.use.more-workers");
    illegal("use-colour", "kf.use.same-colour");
    illegal("use-after-three", "kf.use.first-three");
    illegal("use-six", "kf.use.six-max");
    legal("use-bid-colour-ok", "kf.use.same-colour");
    legal("use-own-village", "kf.use.first");
    legal("use-other-village", "kf.use.first");
    legal("use-green", "kf.use.first");
    legal("use-six-exact", "kf.use.six-max");
    illegal("use-mixed", "kf.use.same-colour");
    illegal("use-turn-order", "kf.use.village-tiles");
    legal("use-from-losing-bid", "kf.bid.outbid-together");
    illegal("use-split-group", "kf.bid.outbid-together");
    illegal("use-moved-colour", "kf.bid.same-colour");
}

#[test]
fn boat_bases_are_legal() {
    assert_eq!(load_base("base-4a").problems(), vec![]);
    assert_eq!(load_base("base-4b").problems(), vec![]);
}

#[test]
fn summer_boat_4a_counter_bids() {
    legal("boat-4a-counter-bid", "kf.summer-boat.4a");
    legal("boat-4a-counter-green", "kf.summer-boat.4a");
    illegal("boat-4a-counter-too-small", "kf.bid.more-workers");
    illegal("boat-4a-counter-mixed", "kf.bid.same-colour");
    illegal("boat-4a-against-green", "kf.summer-boat.4a");
    illegal("boat-4a-no-bid", "kf.summer-boat.4a");
    illegal("boat-4a-own-bid", "kf.bid.one-group");
    illegal("boat-4a-turn-order", "kf.option.boat-4a-tiles");
    legal("boat-4a-raise-flat", "kf.summer-boat.4a");
    illegal("boat-4a-raise-other-colour", "kf.bid.one-group");
    illegal("boat-4a-others-standing-colour", "kf.bid.same-colour");
    legal("boat-4a-others-standing-ok", "kf.bid.more-workers");
    legal("boat-4a-move-flat", "kf.summer-boat.4a");
    legal("boat-4a-move-flat", "kf.bid.outbid-together");
    illegal("boat-4a-use-not-counter", "kf.use.same-colour");
    // With option boat-4a-tiles = all, turn-order bids may be countered too.
    let (bad, ok) = verdict_with("boat-4a-turn-order", &[("boat-4a-tiles", "all")]);
    assert!(bad.is_empty(), "{bad:?}");
    assert!(ok.contains(&"kf.summer-boat.4a"), "{ok:?}");
}

#[test]
fn summer_boat_4b_mixed_uses() {
    legal("boat-4b-mixed-on-bid-tile", "kf.summer-boat.4b");
    legal("boat-4b-against-green", "kf.summer-boat.4b");
    illegal("boat-4b-fresh-mixed", "kf.use.same-colour");
    illegal("boat-4b-fresh-mixed", "kf.summer-boat.4b");
    legal("boat-4b-fresh-ok", "kf.use.first");
    illegal("boat-4b-six", "kf.use.six-max");
    legal("boat-4b-six-ok", "kf.summer-boat.4b");
    illegal("boat-4b-others-standing", "kf.use.same-colour");
    legal("boat-4b-others-standing-ok", "kf.use.six-max");
    illegal("boat-4b-others-six", "kf.use.six-max");
    illegal("boat-4b-no-mixed-bid", "kf.bid.same-colour");
}

/// Boats 1a and 1b add workers only when boat contents (or, in winter, a boat) are taken at
/// the season's end: they never make a bid or a use legal, and their tile is never used.
#[test]
fn summer_boat_1_changes_no_bid_or_use() {
    illegal("boat-1a-bid-screen", "kf.bid.from-screen");
    legal("boat-1a-bid-ok", "kf.bid.same-colour");
    illegal("boat-1a-use-boat", "kf.summer-boat.no-workers");
    illegal("boat-1b-bid-screen", "kf.bid.from-screen");
    illegal("boat-1b-use-boat", "kf.summer-boat.no-workers");
    for name in ["boat-1a-bid-ok", "boat-1a-bid-screen", "boat-1b-bid-screen"] {
        let (bad, ok) = verdict(name);
        assert!(
            !bad.iter()
                .chain(&ok)
                .any(|r| r.starts_with("kf.summer-boat.1")),
            "{name}: {bad:?} {ok:?}"
        );
    }
}

#[test]
fn flat_workers_that_cannot_stand_are_reported() {
    let text = std::fs::read_to_string("tests/keyflower/rules/check-flat.yaml").unwrap();
    let (pos, _, spans) = arbiter_format::keyflower::read(&text).unwrap();
    let problems = pos.problems();
    let found: Vec<(&str, &str)> = problems.iter().map(|p| (p.rule, p.message.key)).collect();
    for want in [
        ("kf.summer-boat.4a", "kf-problem-flat-bid-no-boat"),
        ("kf.summer-boat.4a", "kf-problem-flat-bid-alone"),
        ("kf.summer-boat.4a", "kf-problem-4a-green"),
        ("kf.summer-boat.4b", "kf-problem-flat-use-no-boat"),
        ("kf.summer-boat.4b", "kf-problem-flat-use-same"),
        ("kf.summer-boat.4b", "kf-problem-flat-use-count"),
    ] {
        assert!(found.contains(&want), "missing {want:?}: {found:?}");
    }
    // Each points at a line of its own: the tile, bid or workers concerned.
    assert!(
        problems.iter().all(|p| spans.locate(p.subject).line > 4),
        "{problems:?}"
    );
}

#[test]
fn transport_and_upgrades() {
    legal("transport-ok", "kf.transport.capacity");
    illegal("transport-capacity", "kf.transport.capacity");
    illegal("transport-roads", "kf.transport.roads");
    illegal("transport-short", "kf.transport.available");
    legal("upgrade-ok", "kf.upgrade.resources-on-tile");
    illegal("upgrade-skill", "kf.upgrade.skills");
    illegal("upgrade-resources", "kf.upgrade.resources-on-tile");
    illegal("upgrade-count", "kf.upgrade.count");
    // Carries and upgrades name tiles by key like every other move, and stay in the mover's
    // own village wherever the transport tile stands.
    legal("transport-by-key", "kf.transport.roads");
    illegal("transport-other-village", "kf.transport.own-village");
    illegal("transport-in-other-village", "kf.transport.own-village");
    // A missing printed number the move needs is part of the verdict, not unusable input.
    let (bad, _) = verdict("upgrade-printed-needed");
    assert_eq!(bad, vec!["kf.option.unverified"]);
}

#[test]
fn placement() {
    legal("place-ok", "kf.village.sides-match");
    illegal("place-sides", "kf.village.sides-match");
    illegal("place-road-count", "kf.village.road-count");
    illegal("place-occupied", "kf.village.one-per-hex");
    legal("place-boat-water", "kf.village.boats-water");
    legal("place-ok", "kf.village.won-tiles");
    legal("place-ok", "kf.village.connected");
}

/// Placement follows the auction: only the winner places a tile, a tile nobody bid for goes
/// to the box, a turn-order tile joins a village only at the end of winter, and a placed tile
/// never moves. Each case breaks that one rule and no other.
#[test]
fn placement_follows_the_auction() {
    for (name, rule) in [
        ("place-won-by-other", "kf.village.won-tiles"),
        ("place-not-bid-for", "kf.season.unbid-to-box"),
        ("place-already-placed", "kf.village.expand"),
        ("place-apart", "kf.village.connected"),
    ] {
        let (bad, _) = verdict(name);
        assert_eq!(bad, vec![rule], "{name}");
    }
    let (bad, _) = verdict("place-turn-order-before-winter");
    assert!(bad.contains(&"kf.village.turn-order-winter"), "{bad:?}");
}

#[test]
fn standing_problems_are_all_reported_with_lines() {
    let text = std::fs::read_to_string("tests/keyflower/rules/check-problems.yaml").unwrap();
    let (pos, _, spans) = arbiter_format::keyflower::read(&text).unwrap();
    let problems = pos.problems();
    let rules: Vec<_> = problems.iter().map(|p| p.rule).collect();
    for want in [
        "kf.bid.more-workers",
        "kf.bid.same-colour",
        "kf.use.more-workers",
        "kf.village.sides-match",
        "kf.setup.supply",
        "kf.setup.start-player",
        "kf.village.connected",
    ] {
        assert!(rules.contains(&want), "missing {want}: {rules:?}");
    }
    // The mistyped coordinate is caught on its own line, and only that tile is apart.
    let apart: Vec<_> = problems
        .iter()
        .filter(|p| p.rule == "kf.village.connected")
        .map(|p| spans.locate(p.subject).line)
        .collect();
    assert_eq!(apart, vec![17]);
    assert!(
        problems.iter().all(|p| spans.locate(p.subject).line > 0),
        "{problems:?}"
    );
    let tie = problems
        .iter()
        .find(|p| p.rule == "kf.bid.more-workers")
        .unwrap();
    assert_eq!(spans.locate(tie.subject).line, 22); // Bob's bid, the one that ties
}

#[test]
fn winter_offer_tiles_are_not_used() {
    let text = std::fs::read_to_string("tests/keyflower/rules/check-winter.yaml").unwrap();
    let pos = arbiter_format::keyflower::load_position(&text).unwrap();
    let rules: Vec<_> = pos.problems().iter().map(|p| p.rule).collect();
    // The rulebook's own rule ("except in winter") decides it, not the fact sheet's.
    assert!(rules.contains(&"kf.use.winter-offer"), "{rules:?}");
    assert!(!rules.contains(&"kf.winter.score-only"), "{rules:?}");
}

#[test]
fn bad_input_reports_every_error_with_position() {
    let text = "game: keyflower\nseason: autumm\nplayers:\n  - name: Anna\n    village:\n      - {tile: smithy, at: [0, 0], edges: RRRRRW}\n      - {tile: home-1, at: [1, 0], edges: RRXRRW, rotation: 7}\n";
    let errs = arbiter_format::keyflower::load_position(text).unwrap_err();
    let keys: Vec<_> = errs.iter().map(|e| (e.message.key, e.loc.line)).collect();
    assert!(keys.contains(&("kf-input-bad-season", 2)), "{keys:?}");
    assert!(keys.contains(&("kf-input-unknown-tile", 6)), "{keys:?}");
    assert!(keys.contains(&("kf-input-bad-edges", 7)), "{keys:?}");
    assert!(keys.contains(&("kf-input-bad-rotation", 7)), "{keys:?}");
}

#[test]
fn unknown_colour_is_a_shape_error_with_line() {
    let text =
        "game: keyflower\nseason: spring\nplayers:\n  - name: Anna\n    workers: {purple: 2}\n";
    let errs = arbiter_format::keyflower::load_position(text).unwrap_err();
    assert_eq!(errs.len(), 1);
    assert_eq!(errs[0].message.key, "input-unknown-key");
    assert_eq!(errs[0].loc.line, 5);
}

#[test]
fn missing_printed_numbers_at_game_end() {
    let text = "game: keyflower\nseason: end\nplayers:\n  - name: Anna\n    village:\n      - {tile: stable, at: [0, 0], edges: RRRRFF}\n";
    let errs = arbiter_format::keyflower::load_position(text).unwrap_err();
    assert_eq!(errs[0].message.key, "kf-input-printed-needed");
    // With unverified numbers accepted, the catalogue's ALS value is used and cited.
    let text2 = text.replace(
        "season: end\n",
        "season: end\noptions: {unverified: accept}\n",
    );
    let pos = arbiter_format::keyflower::load_position(&text2).unwrap();
    let v = pos.players[0].village[0].printed.vp.unwrap();
    assert_eq!(v.value, 0);
    assert_eq!(v.conf, keyflower::Conf::Unverified("ALS"));
}

#[test]
fn a_placement_names_its_workers_one_way() {
    let pos = base();
    for text in [
        "player: Anna\nuse: {tile: miner, colour: red, count: 1, workers: {red: 1}}\n",
        "player: Anna\nuse: {tile: miner, colour: red}\n",
        "player: Anna\nuse: {tile: miner, workers: {}}\n",
    ] {
        let errs = load_move(&pos, text).unwrap_err();
        assert!(
            errs.iter()
                .any(|e| e.message.key == "kf-input-placement-workers" && e.loc.line == 2),
            "{text}: {errs:?}"
        );
    }
}

#[test]
fn misspelled_tiles_and_items_get_a_suggestion() {
    let pos = base();
    let errors = load_move(
        &pos,
        "player: Anna\nbid: {tile: brewr, colour: rde, count: 1}\n",
    )
    .unwrap_err();
    let suggestions: Vec<String> = errors
        .iter()
        .filter_map(|e| {
            e.message.args.iter().find_map(|(n, a)| match a {
                keyflower::Arg::Text(s) if *n == "suggestion" => Some(s.clone()),
                _ => None,
            })
        })
        .collect();
    assert_eq!(suggestions, vec!["brewer", "red"], "{errors:?}");
    // A name close to nothing gets no guess.
    let errors = load_move(
        &pos,
        "player: Anna\nbid: {tile: zzzzzz, colour: red, count: 1}\n",
    )
    .unwrap_err();
    assert_eq!(errors[0].message.key, "kf-input-tile-not-in-play");
}

#[test]
fn every_error_of_shape_is_reported_at_once() {
    // Before positions were read from parser events, the first of these hid the others.
    let text = "game: keyflower\nseason: sprng\nplayers:\n  - name: Anna\n    workers: {blue: 2, yelow: 1, red: two, green: 99}\n    skils: {saw: 1}\n    village:\n      - {tile: home-1, at: [0, 0, 1], edges: RRRRRW}\n      - {tiel: smithy, at: [1, 0]}\n      - {tile: jeweler, at: [2, 0], edges: RFFFFF}\nmove: {player: Anna, bid: {tile: x, count: 1, colour: red}, extra: 1}\n";
    let errs = arbiter_format::keyflower::load_position(text).unwrap_err();
    let keys: Vec<_> = errs
        .iter()
        .map(|e| (e.message.key, e.loc.line, e.loc.column))
        .collect();
    assert_eq!(
        keys,
        [
            // The values that were read are checked with the errors of shape: the season, the
            // count of green workers, the tile name.
            ("kf-input-bad-season", 2, 9),
            ("input-unknown-key", 5, 24),
            ("yaml-wrong-type", 5, 39),
            ("kf-input-bad-count", 5, 51),
            ("input-unknown-key", 6, 5),
            // Its `at` is malformed: not reported missing as well.
            ("kf-input-bad-hex", 8, 28),
            // `tiel` is taken for `tile`, which is then not reported missing as well.
            ("input-unknown-key", 9, 10),
            ("kf-input-unknown-tile-suggest", 10, 16),
            ("input-unknown-key", 11, 61),
        ]
    );
    // A hex is two numbers, and a standalone move document is read the same way.
    let pos = arbiter_format::keyflower::load_position(
        "game: keyflower\nseason: spring\nplayers:\n  - name: Anna\n",
    )
    .unwrap();
    let errs = arbiter_format::keyflower::load_move(
        &pos,
        "player: Anna\nbid: {tile: x, colour: [red]}\nwithdraw: {}\n",
    )
    .unwrap_err();
    let keys: Vec<_> = errs.iter().map(|e| (e.message.key, e.loc.line)).collect();
    assert_eq!(keys, [("yaml-wrong-type", 2), ("input-missing-key", 3)]);
}

/// `Position::legal`, the one place a Keyflower setup becomes a position, agrees with the file
/// reader and with `check` on every Keyflower fixture: the same position when the file can be
/// used, every error `check` finds when it breaks a rule, no position when the file cannot be
/// used.
#[test]
fn the_one_place_agrees_with_the_reader_and_check() {
    use arbiter_engine::verdict::Severity;
    use arbiter_format::keyflower::{load_position, read_setup};
    let mut files: Vec<_> = ["tests/keyflower/rules", "tests/keyflower/score", "examples"]
        .iter()
        .flat_map(|d| std::fs::read_dir(d).unwrap())
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    files.retain(|p| {
        let text = std::fs::read_to_string(p).unwrap();
        text.contains("game: keyflower") && !text.contains("\nactions:")
    });
    assert!(files.len() > 40, "{} Keyflower files", files.len());
    let (mut legal, mut illegal) = (0, 0);
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let read = load_position(&text);
        let Ok((setup, _)) = read_setup(&text) else {
            assert!(read.is_err(), "{path:?}");
            continue;
        };
        match Position::legal(setup) {
            Ok(p) => {
                legal += 1;
                let errors = p
                    .problems()
                    .into_iter()
                    .filter(|x| x.severity == Severity::Error)
                    .count();
                assert_eq!(errors, 0, "{path:?}");
                assert_eq!(read.unwrap(), p, "{path:?}");
            }
            Err(e) => match e.position() {
                Some(p) => {
                    illegal += 1;
                    assert_eq!(p.problems(), e.problems(), "{path:?}");
                    assert_eq!(&read.unwrap(), p, "{path:?}");
                }
                None => assert!(read.is_err(), "{path:?}"),
            },
        }
    }
    assert!(legal > 0 && illegal > 0, "{legal} legal, {illegal} illegal");
}
