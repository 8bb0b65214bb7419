//! Any bytes as a position file: read, validate and score must never panic, and a file that
//! reads must give a position whose scoring is defined.
#![no_main]

use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::scoring::end_game;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = arbiter_format::carcassonne::game_of(data);
    if let Ok((setup, spans)) = arbiter_format::carcassonne::read(data) {
        let players = setup.players.len();
        let position = Position::validate(setup);
        for p in position.problems() {
            let _ = spans.locate(p.subject);
        }
        let scoring = end_game(&position);
        assert_eq!(scoring.final_points.len(), players);
    }
});
