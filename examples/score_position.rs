//! Scores a Carcassonne position file through the libraries, without the command line:
//! `cargo run --example score_position -- examples/base-game.yaml`.
//!
//! The file format crate reads the file into an unvalidated setup (bad input is an error with
//! its line and column), the engine validates it (every problem at once) and scores it; every
//! score line names the rules it applied, whose texts the rulings crate holds.

use std::process::ExitCode;

use arbiter_engine::carcassonne::{end_game, Position};
use arbiter_rulings::Database;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: score_position FILE.yaml");
        return ExitCode::from(2);
    };
    let bytes = match std::fs::read(&path) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::from(2);
        }
    };
    let (setup, _spans) = match arbiter_format::carcassonne::read(&bytes) {
        Ok(read) => read,
        Err(errors) => {
            for e in errors {
                eprintln!("{path}: {e}");
            }
            return ExitCode::from(2);
        }
    };
    let position = match Position::legal(setup) {
        Ok(p) => p,
        Err(illegal) => {
            for p in illegal.problems() {
                eprintln!("{path}: [{}] {}", p.rule, p.message);
            }
            return ExitCode::from(1);
        }
    };
    let scoring = end_game(&position);
    let db = Database::embedded();
    let players = &position.setup().players;
    for line in &scoring.lines {
        let rules: Vec<&str> = line
            .rules
            .iter()
            .map(|r| db.get(r).map_or(*r, |e| e.title.en.as_str()))
            .collect();
        for award in &line.awards {
            let name = &players[award.player.index()].name;
            println!(
                "{name} +{} for a {} of {} tiles ({})",
                award.points,
                line.kind.key(),
                line.tiles,
                rules.join("; ")
            );
        }
    }
    let track = &position.setup().track;
    for ((player, track), last) in players.iter().zip(track).zip(&scoring.final_points) {
        let total = track + last;
        println!(
            "{}: {track} on the track + {last} at the end = {total}",
            player.name
        );
    }
    ExitCode::SUCCESS
}
