//! The symbols a picture of a position shows, for its legend: each kind of feature drawn,
//! the crossroads' square, each mark a tile carries (pennants, cathedral, inn, goods, spring,
//! lake) and each kind of piece standing on the board, in a fixed order. The words are the
//! caller's (message ids here, text in the reader's language from the command line).

use arbiter_engine::carcassonne::catalogue::{Catalogue, FeatureKind, TileDef};
use arbiter_engine::carcassonne::effect::Owner;
use arbiter_engine::carcassonne::expansions::{Drawing, Letter};
use arbiter_engine::carcassonne::pieces::{Color, PieceKind};
use arbiter_engine::carcassonne::position::Position;
use arbiter_engine::carcassonne::transcription::Mark;

use super::terminal;

/// One symbol of a legend.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Symbol {
    /// A kind of feature (city, road, river, monastery, garden, field).
    Feature(FeatureKind),
    /// The square where three or more roads end (a crossroads or village): drawn on a tile
    /// with three or more road stubs and nothing in its middle ([`crossroads`]).
    Crossroads,
    /// A mark that is no feature of its own (pennant, cathedral, inn, a good, spring, lake).
    Mark(Mark),
    /// A kind of piece.
    Piece(PieceKind),
}

impl Symbol {
    /// The id of the message naming it.
    pub fn message_id(self) -> String {
        match self {
            Symbol::Feature(k) => format!("feature-{}", k.name()),
            Symbol::Crossroads => arbiter_ids::msg::LEGEND_CROSSROADS.into(),
            Symbol::Mark(Mark::Printed(m)) => m.def().word.into(),
            Symbol::Mark(m) => format!("seen-mark-{}", m.key()),
            Symbol::Piece(k) => format!("piece-{}", k.key()),
        }
    }

    /// How the text view writes it (a piece with the initial of `owner`); `None` for what
    /// the text view leaves blank (fields).
    pub fn glyph(self, owner: Color) -> Option<String> {
        match self {
            Symbol::Feature(k) => match k.def().drawing {
                Drawing::Walled => Some("C".into()),
                Drawing::Road => Some("- |".into()),
                Drawing::Water => Some("~".into()),
                Drawing::Centre { letter, .. } => Some(letter.to_string()),
                Drawing::Ground => None,
            },
            Symbol::Crossroads => Some(terminal::CROSSROADS.to_string()),
            Symbol::Mark(m) => Some(
                match m {
                    Mark::Pennant => terminal::PENNANT,
                    Mark::Printed(m) => m.def().drawing.letter,
                    _ => return None,
                }
                .to_string(),
            ),
            Symbol::Piece(k) => {
                let initial = terminal::color_initial(owner);
                Some(match k.def().letter {
                    // A neutral figure is nobody's: its letter alone.
                    Letter::Fixed(c) if k.def().neutral => c.to_string(),
                    Letter::OwnerInitial => initial.to_string(),
                    Letter::Fixed(c) => format!("{c}{initial}"),
                })
            }
        }
    }
}

/// Whether the pictures draw `def` with a crossroads' square in its middle: three or more
/// roads end there and no centre (monastery, garden) stands.
pub fn crossroads(def: &TileDef) -> bool {
    let stubs = def
        .features
        .iter()
        .filter(|f| f.kind.def().drawing == Drawing::Road && f.edges.len() == 1)
        .count();
    let centre = def
        .features
        .iter()
        .any(|f| matches!(f.kind.def().drawing, Drawing::Centre { .. }));
    stubs >= 3 && !centre
}

/// The symbols `position`'s pictures show, each once: kinds of feature in their table's
/// order, the crossroads, then marks in the order `seen` strings write them, then kinds of piece, each with
/// the colour of the first player owning one.
pub fn symbols(position: &Position) -> Vec<(Symbol, Color)> {
    let setup = position.setup();
    let cat = Catalogue::get();
    let mut found: Vec<(Symbol, Color)> = Vec::new();
    let mut add = |s: Symbol, c: Color| {
        if !found.iter().any(|(f, _)| *f == s) {
            found.push((s, c));
        }
    };
    let any = Color::Red;
    for t in &setup.tiles {
        let def = cat.tile(arbiter_engine::carcassonne::position::laid(setup, t));
        if crossroads(def) {
            add(Symbol::Crossroads, any);
        }
        for m in def.marks.iter() {
            add(Symbol::Mark(Mark::Printed(m)), any);
        }
        for f in &def.features {
            add(Symbol::Feature(f.kind), any);
            if f.pennants > 0 {
                add(Symbol::Mark(Mark::Pennant), any);
            }
            for m in f.marks.iter() {
                add(Symbol::Mark(Mark::Printed(m)), any);
            }
        }
        for p in &t.pieces {
            add(Symbol::Piece(p.kind), setup.players[p.owner.index()].color);
        }
    }
    // The pieces off the features (a dragon, a fairy, a barn): neutral ones in the first
    // player's colour, which the legend does not show.
    for f in &setup.figures {
        let color = match f.owner {
            Owner::Player(p) => setup.players[p.index()].color,
            Owner::Nobody => any,
        };
        add(Symbol::Piece(f.kind), color);
    }
    found.sort_by_key(|(s, _)| *s);
    found
}
