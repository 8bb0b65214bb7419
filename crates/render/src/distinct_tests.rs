//! Two tiles a `seen` string tells apart never look the same in a picture: for every turn,
//! every pair of distinct catalogue entries whose edges then read alike is drawn differently,
//! in the SVG and in the text view.

use arbiter_engine::carcassonne::catalogue::Catalogue;
use arbiter_engine::carcassonne::geometry::{Pos, Rotation};
use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::setup::{Setup, TileSetup};
use arbiter_engine::carcassonne::transcription::Look;

/// One tile alone on the board.
fn alone(index: usize, rot: Rotation) -> Position {
    let cat = Catalogue::get();
    let mut setup = Setup::new(Default::default(), vec![]);
    setup.tiles.push(TileSetup {
        def: cat.index_of(&cat.tiles()[index].id).unwrap(),
        pos: Pos::new(0, 0),
        rot,
        pieces: vec![],
        state: Default::default(),
        features: Default::default(),
    });
    Position::validate(setup)
}

/// The SVG without the tile's id, which names the entry but is not drawn.
fn svg_drawn(p: &Position) -> String {
    let svg = super::svg::render(p, &Default::default());
    svg.lines()
        .map(|l| match l.find(" data-tile=\"") {
            Some(i) => {
                let rest = &l[i + 12..];
                let end = rest.find('"').map_or(rest.len(), |e| e + 1);
                format!("{}{}", &l[..i], &rest[end..])
            }
            None => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn tiles_that_look_different_are_drawn_differently() {
    let cat = Catalogue::get();
    // Every tile in every turn, with its look and both pictures.
    let drawn: Vec<(String, Look, String, String)> = Rotation::ALL
        .into_iter()
        .flat_map(|rot| (0..cat.tiles().len()).map(move |i| (i, rot)))
        .map(|(i, rot)| {
            let p = alone(i, rot);
            (
                format!("{} at {}°", cat.tiles()[i].id, rot.degrees()),
                Look::of(&cat.tiles()[i], rot),
                svg_drawn(&p),
                super::terminal::render(&p, false),
            )
        })
        .collect();
    let mut clashes = Vec::new();
    let mut compared = 0;
    for (i, a) in drawn.iter().enumerate() {
        for b in &drawn[i + 1..] {
            // Same edges on the table, but a mark `seen` needs tells them apart.
            if a.1.edges != b.1.edges || a.1.marks == b.1.marks {
                continue;
            }
            compared += 1;
            let names = format!(
                "{} and {} (“{}”, “{}”)",
                a.0,
                b.0,
                a.1.to_text(),
                b.1.to_text()
            );
            if a.2 == b.2 {
                clashes.push(format!("SVG: {names}"));
            }
            if a.3 == b.3 {
                clashes.push(format!("text view: {names}\n{}", a.3));
            }
        }
    }
    assert!(compared > 500, "only {compared} pairs compared");
    assert!(clashes.is_empty(), "{}", clashes.join("\n"));
}

#[test]
fn spring_and_lake_differ() {
    let cat = Catalogue::get();
    let index = |id: &str| cat.tiles().iter().position(|t| t.id == id).unwrap();
    let (spring, lake) = (index("RI/s"), index("RI.1/I.e"));
    // The lake turned half way lies as the spring does: edges “FWFF”.
    let (a, b) = (alone(spring, Rotation::R0), alone(lake, Rotation::ALL[2]));
    assert_ne!(svg_drawn(&a), svg_drawn(&b));
    let (ta, tb) = (
        super::terminal::render(&a, false),
        super::terminal::render(&b, false),
    );
    assert!(
        ta.contains(
            arbiter_engine::carcassonne::expansions::river::SPRING
                .drawing
                .letter
        ),
        "{ta}"
    );
    assert!(
        tb.contains(
            arbiter_engine::carcassonne::expansions::river::LAKE
                .drawing
                .letter
        ),
        "{tb}"
    );
}
