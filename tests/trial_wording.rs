//! Keyflower score lines a new user's trial found hard to follow, as that user meets them:
//! gold in the Mercer's guild sets, the Keyflower boat's capacity and why it is not
//! multiplied, which workers score nothing, and which gold is the start-player marker.

use crate::common::{arbiter, TempDir};

/// Standard output of `arbiter ARGS`, which must succeed.
fn run(args: &[&str]) -> String {
    let out = arbiter(args).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(out.status.code(), Some(0), "{args:?}: {text}");
    text
}

fn has(text: &str, want: &str) {
    assert!(text.contains(want), "missing {want:?} in:\n{text}");
}

fn lacks(text: &str, old: &str) {
    assert!(!text.contains(old), "still {old:?} in:\n{text}");
}

#[test]
fn mercers_guild_says_gold_was_used_in_place_of_other_resources() {
    let en = run(&["score", "examples/keyflower-end-game.yaml"]);
    has(&en, "Mercer's guild: 6 sets of three different resources (3 gold used in place of other resources)");
    lacks(&en, "standing in");
    let nl = run(&["--lang", "nl", "score", "examples/keyflower-end-game.yaml"]);
    has(&nl, "Lakengilde: 6 sets van drie verschillende grondstoffen (waarvan 3 goud in plaats van een andere grondstof)");
}

#[test]
fn left_over_workers_are_named_by_colour() {
    let en = run(&["score", "examples/keyflower-end-game.yaml"]);
    has(&en, "1 red worker is left over and scores nothing");
    lacks(&en, "1 worker scores nothing");
    let nl = run(&["--lang", "nl", "score", "examples/keyflower-end-game.yaml"]);
    has(&nl, "1 rode werker blijft over en levert niets op");
    // Bob's 8 left-over workers, colour by colour: together the 8 the old line counted.
    let en = run(&["replay", "examples/keyflower-game.yaml"]);
    for line in [
        "4 blue workers are left over and score nothing",
        "1 red worker is left over and scores nothing",
        "3 yellow workers are left over and score nothing",
    ] {
        has(&en, line);
    }
    lacks(&en, "8 workers score nothing");
    let nl = run(&["--lang", "nl", "replay", "examples/keyflower-game.yaml"]);
    has(&nl, "3 gele werkers blijven over en leveren niets op");
}

#[test]
fn the_keyflower_boat_says_why_its_capacity_counts_once_or_twice() {
    let file = "examples/keyflower-end-game.yaml";
    let en = run(&["score", file]);
    has(&en, "Keyflower boat: transport capacity 1 (given in this file) × 1 (nobody has summer boat 2b on its b side, so the option `keyflower-boat: double` changes nothing)");
    let nl = run(&["--lang", "nl", "score", file]);
    has(&nl, "Keyflowerboot: laadvermogen 1 (opgegeven in dit bestand) × 1 (niemand heeft zomerboot 2b met de b-kant boven, dus de optie `keyflower-boat: double` verandert niets)");
    // With summer boat 2b on its b side the option doubles it, or quadruples it when asked.
    let dir = TempDir::new("wording");
    let text = std::fs::read_to_string(file).unwrap().replace(
        "      - {tile: keyflower-boat, at: [1, 0], edges: WWWWWW}",
        "      - {tile: keyflower-boat, at: [1, 0], edges: WWWWWW}\n      - {tile: summer-boat-2, at: [0, 1], face: b, edges: WWWWWW, printed: {vp: 0}}",
    );
    let doubled = dir.join("doubled.yaml");
    std::fs::write(&doubled, &text).unwrap();
    let en = run(&["score", doubled.to_str().unwrap()]);
    has(&en, "Keyflower boat: transport capacity 1 (given in this file) × 2 (summer boat 2b on its b side doubles it, by the option `keyflower-boat: double`)");
    let quadrupled = dir.join("quadrupled.yaml");
    std::fs::write(
        &quadrupled,
        text.replace(
            "game: keyflower\n",
            "game: keyflower\noptions: {keyflower-boat: quadruple}\n",
        ),
    )
    .unwrap();
    let nl = run(&["--lang", "nl", "score", quadrupled.to_str().unwrap()]);
    has(&nl, "Keyflowerboot: laadvermogen 1 (opgegeven in dit bestand) × 4 (zomerboot 2b met de b-kant boven verviervoudigt het, volgens de optie `keyflower-boat: quadruple`)");
}

#[test]
fn the_gold_line_says_which_point_is_the_start_player_markers() {
    let en = run(&["replay", "examples/keyflower-game.yaml"]);
    has(&en, "Start-player marker counted as one extra gold");
    has(
        &en,
        "1 gold left over, 1 point: the start-player marker, counted as gold",
    );
    lacks(&en, "1 gold left over, 1 point each");
    let nl = run(&["--lang", "nl", "replay", "examples/keyflower-game.yaml"]);
    has(
        &nl,
        "1 goud over, 1 punt: de startspelermarker, als goud geteld",
    );
    // Gold that is only gold says nothing of the marker.
    let en = run(&["score", "examples/keyflower-end-game.yaml"]);
    lacks(&en, "counted as gold");
}

/// A follower refused on a feature that already holds the mover's own follower says whose
/// it is (the point of the dispute), in both languages.
#[test]
fn an_occupied_feature_names_whose_own_follower_stands_there() {
    for (lang, want) in [
        ("en", "already holds one of Alice's own followers"),
        ("nl", "staat al een eigen meeple van Alice"),
    ] {
        let out = crate::common::arbiter(&[
            "--lang",
            lang,
            "move",
            "tests/positions/base-31-move-occupied-road.yaml",
            "--tile",
            "BA/RFr",
            "--at",
            "1,0",
            "--rot",
            "0",
            "--piece",
            "follower@road:W",
            "--player",
            "red",
        ])
        .output()
        .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(1), "{text}");
        assert!(text.contains(want), "{lang}: {text}");
    }
}
