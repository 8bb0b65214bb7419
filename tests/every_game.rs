//! Every command works for every game of `Game::ALL` (the command line's table of what each
//! game provides, `src/cli/game.rs`): a new game without its row, or a row whose command does
//! not answer, fails here. The files each game is tried on are listed per game below; a new
//! game adds its own.

use super::common::{json, run};
use arbiter_rulings::Game;

/// The files and names a game's commands are tried on.
struct Tried {
    /// A legal end position.
    position: &'static str,
    /// A position with a legal move, and the `move` arguments that make it.
    with_move: (&'static str, &'static [&'static str]),
    /// A whole-game record.
    record: &'static str,
    /// A tile of its catalogue.
    tile: &'static str,
}

fn tried(game: Game) -> Tried {
    match game {
        Game::Carcassonne => Tried {
            position: "examples/base-game.yaml",
            with_move: ("examples/base-game.yaml", &["--tile", "E", "--at", "0,-2"]),
            record: "tests/records/short-game.yaml",
            tile: "D",
        },
        Game::Keyflower => Tried {
            position: "examples/keyflower-end-game.yaml",
            with_move: ("examples/keyflower-summer.yaml", &[]),
            record: "examples/keyflower-game.yaml",
            tile: "keywood",
        },
    }
}

#[test]
fn every_game_scores_checks_and_moves_its_files() {
    for game in Game::ALL {
        let t = tried(game);
        for command in ["score", "check"] {
            let (code, value) = json(&[command, t.position, "--format", "json"]);
            assert_eq!(code, 0, "{game}: {command} {}", t.position);
            assert!(value.is_object(), "{game}: {command} gives no JSON object");
        }
        let (file, flags) = t.with_move;
        let mut args = vec!["move", file];
        args.extend(flags);
        let (code, out, _) = run(&args);
        assert_eq!(code, 0, "{game}: move {args:?}:\n{out}");
        assert!(!out.trim().is_empty(), "{game}: move says nothing");
    }
}

#[test]
fn every_game_replays_its_records() {
    for game in Game::ALL {
        let t = tried(game);
        let (code, out, _) = run(&["replay", t.record]);
        assert_eq!(code, 0, "{game}: replay {}:\n{out}", t.record);
        assert!(!out.trim().is_empty());
    }
}

#[test]
fn every_game_has_schemas_and_tiles_by_name() {
    for game in Game::ALL {
        let t = tried(game);
        for record in [false, true] {
            let mut args = vec!["schema", "--game", game.key()];
            if record {
                args.push("--record");
            }
            let (code, schema) = json(&args);
            assert_eq!(code, 0, "{game}: {args:?}");
            assert!(
                schema.get("$schema").is_some() || schema.get("title").is_some(),
                "{game}: {args:?} is no schema"
            );
        }
        let (code, list, _) = run(&["tiles", "--game", game.key()]);
        assert_eq!(code, 0, "{game}: tiles");
        assert!(list.lines().count() > 10, "{game}: tiles lists too little");
        let (code, shown, _) = run(&["tiles", "--game", game.key(), "show", t.tile]);
        assert_eq!(code, 0, "{game}: tiles show {}", t.tile);
        assert!(!shown.trim().is_empty());
    }
}

#[test]
fn a_game_is_named_by_its_key_everywhere_it_is_asked() {
    // `--game` takes exactly the keys of `Game::ALL`, and refuses any other.
    for game in Game::ALL {
        assert_eq!(Game::from_key(game.key()), Some(game));
    }
    let (code, _, _) = run(&["tiles", "--game", "chess"]);
    assert_eq!(code, 2);
}
