//! Scores a Keyflower position file through the libraries, without the command line:
//! `cargo run --example score_keyflower -- examples/keyflower-end-game.yaml`.
//!
//! The same road as `score_position.rs` takes for Carcassonne: the format crate reads the file
//! into a setup, the engine validates it (every problem at once) and scores it with the best
//! use of every player's resources and workers; each line names the rule it applied, whose text
//! the rulings crate holds, and the i18n crate words the line in English or Dutch.

use std::error::Error;
use std::process::ExitCode;

use arbiter_engine::keyflower::{score, Position};
use arbiter_i18n::Localizer;
use arbiter_rulings::{lang::Lang, Database};

fn run(path: &str) -> Result<(), Box<dyn Error>> {
    let bytes = std::fs::read(path)?;
    let (setup, _places) = arbiter_format::keyflower::read_setup(&bytes)?;
    let position = Position::legal(setup)?;
    let report = score(&position)?;
    let db = Database::embedded();
    let english = Localizer::new(Lang::En);
    for player in &report.players {
        println!("{}: {} points", player.name, player.total);
        for line in player.lines.iter().filter(|l| l.points != 0) {
            let rule = db.get(line.rule).map_or(line.rule, |e| e.title.en.as_str());
            let what = english.message(&line.message);
            println!("  {:>3}  {what} ({rule})", line.points);
        }
    }
    println!("totals in seating order: {:?}", report.totals());
    Ok(())
}

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: score_keyflower FILE.yaml");
        return ExitCode::from(2);
    };
    match run(&path) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{path}: {e}");
            ExitCode::from(1)
        }
    }
}
