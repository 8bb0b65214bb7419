//! Hand-worked legality cases: every bid, use, transport and placement rule.

use arbiter::format::keyflower::load_move;
use arbiter::keyflower::{self, Position};

fn base() -> Position {
    let text = std::fs::read_to_string("tests/keyflower/rules/base.yaml").unwrap();
    keyflower::load(&text).unwrap_or_else(|e| panic!("{e:?}"))
}

/// Adjudicates `tests/keyflower/rules/moves/<name>.yaml`; returns the rules broken and
/// the rules satisfied.
fn verdict(name: &str) -> (Vec<&'static str>, Vec<&'static str>) {
    let pos = base();
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
    assert_eq!(keyflower::check(&base()), vec![]);
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
}

#[test]
fn placement() {
    legal("place-ok", "kf.village.sides-match");
    illegal("place-sides", "kf.village.sides-match");
    illegal("place-road-count", "kf.village.road-count");
    illegal("place-occupied", "kf.village.one-per-hex");
    legal("place-boat-water", "kf.village.boats-water");
}

#[test]
fn standing_problems_are_all_reported_with_lines() {
    let text = std::fs::read_to_string("tests/keyflower/rules/check-problems.yaml").unwrap();
    let pos = keyflower::load(&text).unwrap();
    let problems = keyflower::check(&pos);
    let rules: Vec<_> = problems.iter().map(|p| p.rule).collect();
    for want in [
        "kf.bid.more-workers",
        "kf.bid.same-colour",
        "kf.use.more-workers",
        "kf.village.sides-match",
        "kf.setup.supply",
        "kf.setup.start-player",
    ] {
        assert!(rules.contains(&want), "missing {want}: {rules:?}");
    }
    assert!(problems.iter().all(|p| p.span.line > 0), "{problems:?}");
    let tie = problems
        .iter()
        .find(|p| p.rule == "kf.bid.more-workers")
        .unwrap();
    assert_eq!(tie.span.line, 20); // Bob's bid, the one that ties
}

#[test]
fn winter_offer_tiles_are_not_used() {
    let text = std::fs::read_to_string("tests/keyflower/rules/check-winter.yaml").unwrap();
    let pos = keyflower::load(&text).unwrap();
    let rules: Vec<_> = keyflower::check(&pos).iter().map(|p| p.rule).collect();
    assert!(rules.contains(&"kf.winter.score-only"), "{rules:?}");
}

#[test]
fn bad_input_reports_every_error_with_position() {
    let text = "game: keyflower\nseason: autumm\nplayers:\n  - name: Anna\n    village:\n      - {tile: smithy, at: [0, 0], edges: RRRRRW}\n      - {tile: home-1, at: [1, 0], edges: RRXRRW, rotation: 7}\n";
    let errs = keyflower::load(text).unwrap_err();
    let keys: Vec<_> = errs.iter().map(|e| (e.message.key, e.line)).collect();
    assert!(keys.contains(&("kf-input-bad-season", 2)), "{keys:?}");
    assert!(keys.contains(&("kf-input-unknown-tile", 6)), "{keys:?}");
    assert!(keys.contains(&("kf-input-bad-edges", 7)), "{keys:?}");
    assert!(keys.contains(&("kf-input-bad-rotation", 7)), "{keys:?}");
}

#[test]
fn unknown_colour_is_a_shape_error_with_line() {
    let text =
        "game: keyflower\nseason: spring\nplayers:\n  - name: Anna\n    workers: {purple: 2}\n";
    let errs = keyflower::load(text).unwrap_err();
    assert_eq!(errs.len(), 1);
    assert_eq!(errs[0].message.key, "kf-input-shape");
    assert_eq!(errs[0].line, 5);
}

#[test]
fn missing_printed_numbers_at_game_end() {
    let text = "game: keyflower\nseason: end\nplayers:\n  - name: Anna\n    village:\n      - {tile: stable, at: [0, 0], edges: RRRRFF}\n";
    let errs = keyflower::load(text).unwrap_err();
    assert_eq!(errs[0].message.key, "kf-input-printed-needed");
    // With unverified numbers accepted, the catalogue's ALS value is used and cited.
    let text2 = text.replace(
        "season: end\n",
        "season: end\noptions: {unverified: accept}\n",
    );
    let pos = keyflower::load(&text2).unwrap();
    let v = pos.players[0].village[0].printed.vp.unwrap();
    assert_eq!(v.value, 0);
    assert_eq!(v.conf, keyflower::Conf::Unverified("ALS"));
}
