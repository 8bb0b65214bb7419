//! Pictures checked pixel by pixel (the SVG rasterised with resvg), game records played and
//! written back, and the new commands run end to end.

use std::path::Path;

use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::replay::replay;
use arbiter_format::record::{self, RecordOut};
use arbiter_render::{palette, player_rgb, svg, terminal};
use assert_cmd::Command;

use crate::common::TempDir;

const POSITION: &str = r#"
game: carcassonne
rules: {expansions: [inns-and-cathedrals, traders-and-builders]}
players:
  - {name: Alice, color: red}
  - {name: Bob, color: blue}
tiles:
  - {tile: D, at: [0, 0]}
  - tile: C
    at: [0, -1]
  - tile: B
    at: [0, 1]
    pieces: [{owner: blue, kind: follower, feature: monastery}]
  - tile: V
    at: [-1, 0]
    rot: 270
    pieces: [{owner: red, kind: follower, feature: road:E}]
"#;

fn position(text: &str) -> Position {
    let (setup, _) = arbiter_format::carcassonne::read(text.as_bytes()).expect("position reads");
    Position::validate(setup)
}

fn rasterise(svg_text: &str) -> resvg::tiny_skia::Pixmap {
    let tree =
        resvg::usvg::Tree::from_str(svg_text, &resvg::usvg::Options::default()).expect("valid SVG");
    let size = tree.size().to_int_size();
    let mut pixmap = resvg::tiny_skia::Pixmap::new(size.width(), size.height()).expect("pixmap");
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::default(),
        &mut pixmap.as_mut(),
    );
    pixmap
}

fn pixel(p: &resvg::tiny_skia::Pixmap, (x, y): (f64, f64)) -> (u8, u8, u8) {
    let c = p
        .pixel(x.round() as u32, y.round() as u32)
        .expect("inside the picture");
    (c.red(), c.green(), c.blue())
}

fn at(position: &Position, square: (i64, i64), local: (f64, f64)) -> (f64, f64) {
    let (ox, oy) = svg::square_origin(position, square.0, square.1);
    (ox + local.0, oy + local.1)
}

#[test]
fn tiles_and_pieces_have_their_colours() {
    let pos = position(POSITION);
    let picture = rasterise(&svg::render(&pos, &svg::Options::default()));
    // BA/Cccc+ (C) is city all over: city-coloured at its centre.
    assert_eq!(
        pixel(&picture, at(&pos, (0, -1), (50.0, 50.0))),
        palette::CITY
    );
    // The start tile: city near the north edge, road across the middle, field in the south.
    assert_eq!(
        pixel(&picture, at(&pos, (0, 0), (50.0, 8.0))),
        palette::CITY
    );
    assert_eq!(
        pixel(&picture, at(&pos, (0, 0), (20.0, 50.0))),
        palette::ROAD
    );
    assert_eq!(
        pixel(&picture, at(&pos, (0, 0), (50.0, 85.0))),
        palette::FIELD
    );
    // Pieces are drawn in their owner's colour where they stand.
    let cat = arbiter_engine::carcassonne::catalogue::Catalogue::get();
    for t in &pos.setup().tiles {
        for p in &t.pieces {
            let def = cat.tile(t.def);
            let local = svg::anchor(&def.features[p.feature], t.rot);
            let owner = pos.setup().players[p.owner.index()].color;
            assert_eq!(
                pixel(&picture, at(&pos, (t.pos.x, t.pos.y), local)),
                player_rgb(owner),
                "{} at {}",
                def.id,
                t.pos
            );
        }
    }
}

#[test]
fn highlights_outline_scored_features() {
    let pos = position(POSITION);
    let scoring = arbiter_engine::carcassonne::scoring::end_game(&pos);
    let options = svg::Options {
        highlights: scoring
            .lines
            .iter()
            .filter_map(|l| {
                Some(arbiter_render::Highlight {
                    group: l.group?,
                    points: l.awards.iter().map(|a| (a.player, a.points)).collect(),
                })
            })
            .collect(),
        ..svg::Options::default()
    };
    assert!(!options.highlights.is_empty());
    let text = svg::render(&pos, &options);
    assert!(text.contains("class=\"highlight\""));
    let picture = rasterise(&text);
    let highlight = (0..picture.width())
        .flat_map(|x| (0..picture.height()).map(move |y| (x, y)))
        .filter(|&(x, y)| pixel(&picture, (x as f64, y as f64)) == palette::HIGHLIGHT)
        .count();
    assert!(highlight > 50, "outline drawn ({highlight} pixels)");
}

#[test]
fn terminal_view_shows_pieces() {
    let pos = position(POSITION);
    let text = terminal::render(&pos, false);
    assert!(text.contains('r') && text.contains('b'), "{text}");
    assert!(text.contains('M') || text.contains('b'));
    let coloured = terminal::render(&pos, true);
    assert!(coloured.contains("\x1b["));
}

fn fixture(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/records")
        .join(name)
}

#[test]
fn record_round_trip() {
    let bytes = std::fs::read(fixture("short-game.yaml")).unwrap();
    let (rec, _) = record::read(&bytes).expect("record reads");
    let yaml = RecordOut::from_record(&rec).to_yaml();
    let (again, _) = record::read(yaml.as_bytes()).expect("written record reads");
    assert_eq!(again.moves, rec.moves);
    assert_eq!(again.start, rec.start);
    assert_eq!(RecordOut::from_record(&again).to_yaml(), yaml);
    let r = replay(rec.start, &rec.moves, None, rec.finished);
    assert!(r.illegal.is_none());
    assert_eq!(r.steps.len(), 3);
    assert_eq!(r.steps[0].verdict.scored(), vec![4, 0]);
}

#[test]
fn replay_stops_at_the_first_illegal_move() {
    let bytes = std::fs::read(fixture("illegal-move.yaml")).unwrap();
    let (rec, _) = record::read(&bytes).unwrap();
    let r = replay(rec.start, &rec.moves, None, true);
    let bad = r.illegal.expect("move 2 is illegal");
    assert_eq!(bad.number, 2);
    assert_eq!(bad.verdict.problems[0].rule, "base.tile.one-per-square");
    assert_eq!(r.steps.len(), 1);
    assert!(r.final_scoring.is_none());
    assert_eq!(r.position.setup().track, vec![4, 0]);

    let out = Command::cargo_bin("arbiter")
        .unwrap()
        .args(["replay", "--format", "json", "--lang", "en"])
        .arg(fixture("illegal-move.yaml"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["illegal"]["move"], 2);
    assert_eq!(json["players"][0]["total"], 4);
    assert_eq!(json["players"][0]["color"], "red");
}

#[test]
fn commands_end_to_end() {
    let dir = TempDir::new("render");
    let run = |args: &[&str]| {
        Command::cargo_bin("arbiter")
            .unwrap()
            .args(args)
            .env("NO_COLOR", "1")
            .output()
            .unwrap()
    };
    let game = fixture("short-game.yaml");
    let game = game.to_str().unwrap();
    // replay: totals include the end-game scoring.
    let out = run(&["replay", game, "--format", "json"]);
    assert_eq!(out.status.code(), Some(0));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["players"][0]["total"], 5, "{json}");
    assert_eq!(json["players"][1]["total"], 2);
    // score --until on a record.
    let out = run(&["score", game, "--until", "1", "--format", "json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["players"][0]["track"], 4);
    assert_eq!(json["players"][1]["total"], 0);
    // render to SVG and PNG files.
    let svg_path = dir.join("board.svg");
    let png_path = dir.join("board.png");
    assert!(run(&[
        "render",
        game,
        "--highlight",
        "-o",
        svg_path.to_str().unwrap()
    ])
    .status
    .success());
    assert!(std::fs::read_to_string(&svg_path)
        .unwrap()
        .starts_with("<svg"));
    assert!(run(&[
        "render",
        game,
        "--format",
        "png",
        "-o",
        png_path.to_str().unwrap()
    ])
    .status
    .success());
    assert_eq!(&std::fs::read(&png_path).unwrap()[..4], b"\x89PNG");
    // --format png is for render only.
    assert_eq!(
        run(&["score", game, "--format", "png"]).status.code(),
        Some(2)
    );
    // render --terminal with NO_COLOR has no escapes.
    let out = run(&["render", game, "--terminal"]);
    assert!(out.status.success());
    assert!(!String::from_utf8_lossy(&out.stdout).contains('\x1b'));
    // schema: draft-07, with the position's keys.
    let out = run(&["schema"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["$schema"], "http://json-schema.org/draft-07/schema#");
    assert!(json["properties"]["tiles"].is_object());
    // import: an unknown file format is refused with exit 2.
    let bad = dir.join("bad.jcz");
    std::fs::write(&bad, "{\"setup\": {\"sets\": {\"abbey-and-mayor:1\": 1}}}").unwrap();
    let out = run(&["import", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
}
