//! `render` on a transcription that leaves tiles or pieces open: it draws one legal reading
//! (the one `score` shows), marks every open tile and piece with `?` (and a dashed outline in
//! the picture), explains the mark in the legend and names what was open on standard error.
//! A command that judges one exact position (`move`) still stops on it.

use crate::common::arbiter;

const PIECES: &str = "tests/transcription/piece-on-the-line.yaml";
const TILES: &str = "tests/transcription/look-alikes.yaml";

/// Exit status, standard output and standard error of `arbiter ARGS`.
fn run(args: &[&str]) -> (i32, String, String) {
    let out = arbiter(args).output().unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn open_pieces_are_drawn_and_marked_in_the_text_view() {
    for (lang, legend, note) in [
        (
            "en",
            "? = left open in the file",
            "3 readings were left open: Carol's follower on the tile at 0,-2 (line 17): field:NNW or city:W;",
        ),
        (
            "nl",
            "? = open gelaten in het bestand",
            "3 lezingen bleven open: de meeple van Carol op de tegel op 0,-2 (regel 17 van het bestand): weide:NNW of stad:W;",
        ),
    ] {
        let (code, out, err) = run(&["--lang", lang, "render", PIECES, "--terminal"]);
        assert_eq!(code, 0, "{err}");
        // Each of the three followers with a `?` right beside it.
        for piece in ["g?", "r?", "b?"] {
            assert!(out.contains(piece), "{piece} in\n{out}");
        }
        assert_eq!(out.matches('?').count(), 3 + legend.matches('?').count(), "{out}");
        assert!(out.contains(legend), "{out}");
        assert!(err.contains(note), "{err}");
        assert!(err.contains("“?”"), "{err}");
    }
}

#[test]
fn open_tiles_are_drawn_with_the_note_score_gives() {
    for lang in ["en", "nl"] {
        let (code, out, err) = run(&["--lang", lang, "render", TILES, "--terminal"]);
        assert_eq!(code, 0, "{err}");
        // A `?` in a corner of each of the two open tiles, and the legend's.
        assert_eq!(out.matches('?').count(), 3, "{out}");
        // The reading does not matter: the same note as score's, word for word.
        let (code, score, _) = run(&["--lang", lang, "score", TILES]);
        assert_eq!(code, 0);
        let score_note = score.lines().last().unwrap();
        assert_eq!(err.trim_end(), score_note);
    }
}

#[test]
fn the_picture_marks_what_was_open_and_stays_deterministic() {
    for (file, tiles, pieces) in [(PIECES, 0, 3), (TILES, 2, 0)] {
        let (code, svg, err) = run(&["render", file]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(svg.matches("class=\"open-tile\"").count(), tiles, "{file}");
        assert_eq!(
            svg.matches("class=\"open-piece\"").count(),
            pieces,
            "{file}"
        );
        assert!(
            svg.contains("<title>Dashed with ?: left open in the file"),
            "{file}"
        );
        assert_eq!(
            run(&["render", file]).1,
            svg,
            "{file}: the same picture twice"
        );
        let (_, nl, _) = run(&["--lang", "nl", "render", file]);
        assert!(nl.contains("<title>Gestreept met ?: open gelaten in het bestand"));
        // PNG and JSON too; the JSON's size is the picture's (a legend line more).
        let png = arbiter(&["--format", "png", "render", file, "-o", "-"])
            .output()
            .unwrap();
        assert_eq!(png.status.code(), Some(0));
        assert!(png.stdout.starts_with(b"\x89PNG"));
        let (code, json) = crate::common::json(&["--format", "json", "render", file]);
        assert_eq!(code, 0);
        let height = svg
            .split("height=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap();
        assert_eq!(json["height"].as_f64().unwrap().to_string(), height);
    }
}

#[test]
fn a_settled_position_has_no_open_marks() {
    let (code, svg, err) = run(&["render", "examples/base-game.yaml"]);
    assert_eq!(code, 0);
    assert!(err.is_empty(), "{err}");
    assert!(!svg.contains("open-") && !svg.contains("Dashed"));
    let (_, text, _) = run(&["render", "examples/base-game.yaml", "--terminal"]);
    assert!(!text.contains('?'), "{text}");
}

#[test]
fn move_still_needs_one_reading() {
    let (code, _, err) = run(&["move", PIECES, "--tile", "D", "--at", "9,9"]);
    assert_eq!(code, 2);
    assert!(err.contains("needs to know which feature the"), "{err}");
}
