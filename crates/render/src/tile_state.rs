//! Per-tile state in the pictures (a tower's height): each value a tile carries is marked as
//! the expansion that declares it says ([`ExpansionDef::draw_tile_state`]); a state whose
//! expansion says nothing is not drawn.

use arbiter_engine::carcassonne::expansions::{
    ExpansionDef, StateMark, TileStateDef, TileStateDrawing,
};
use arbiter_engine::carcassonne::setup::TileState;
use arbiter_engine::carcassonne::variants::Expansion;

/// The declarations that may be drawn: each per-tile state with its expansion's drawing.
pub type Drawings = Vec<(&'static TileStateDef, TileStateDrawing)>;

/// The drawings of the registered expansions' per-tile state.
pub fn registered() -> Drawings {
    Expansion::all()
        .map(Expansion::def)
        .flat_map(drawings_of)
        .collect()
}

/// The drawings of one expansion's per-tile state.
pub fn drawings_of(e: &'static ExpansionDef) -> Drawings {
    e.draw_tile_state
        .map(|draw| e.tile_state.iter().map(move |d| (d, draw)))
        .into_iter()
        .flatten()
        .collect()
}

/// How a tile's state is marked, by key, in the order the tile holds it; a key no drawing
/// declares is left out.
pub fn marks(state: &TileState, drawings: &Drawings) -> Vec<(&'static str, StateMark)> {
    state
        .0
        .iter()
        .filter_map(|&(key, value)| {
            let (def, draw) = drawings.iter().find(|(d, _)| d.key == key)?;
            Some((def.key, draw(def, value)))
        })
        .collect()
}

/// A made-up per-tile state and its drawing, for the renderers' tests.
#[cfg(test)]
pub(crate) mod made_up {
    use super::*;

    /// A made-up tower height.
    pub static HEIGHT: TileStateDef = TileStateDef {
        key: "height",
        min: 0,
        max: 9,
        rule: "made-up.height",
        doc: "A made-up height.",
    };

    /// Its drawing: a rectangle naming it and its value, and its value as the text letter.
    pub fn draw_height(def: &TileStateDef, value: u32) -> StateMark {
        StateMark {
            svg: format!("<rect class=\"{}\" data-value=\"{value}\"/>", def.key),
            letter: char::from_digit(value, 10),
        }
    }

    /// The made-up height as the only drawn state.
    pub fn drawings() -> Drawings {
        vec![(&HEIGHT, draw_height)]
    }
}

#[cfg(test)]
mod tests {
    use super::made_up::{draw_height, drawings, HEIGHT};
    use super::*;

    #[test]
    fn a_declared_state_is_marked_as_its_expansion_says() {
        let state = TileState(vec![("height", 3), ("unknown", 1)]);
        let marks = marks(&state, &drawings());
        assert_eq!(
            marks,
            [(
                "height",
                StateMark {
                    svg: "<rect class=\"height\" data-value=\"3\"/>".into(),
                    letter: Some('3'),
                }
            )]
        );
        assert!(super::marks(&state, &Vec::new()).is_empty());
    }

    #[test]
    fn an_expansion_declaring_a_drawing_is_drawn_and_the_shipped_ones_draw_heights_and_tokens() {
        let shipped: Vec<&str> = registered().iter().map(|(d, _)| d.key).collect();
        assert_eq!(shipped, ["height", "token"]);
        let made_up = ExpansionDef {
            key: "made-up",
            tile_state: std::slice::from_ref(&HEIGHT),
            draw_tile_state: Some(draw_height),
            ..ExpansionDef::EMPTY
        };
        let made_up: &'static ExpansionDef = Box::leak(Box::new(made_up));
        assert_eq!(drawings_of(made_up).len(), 1);
        let without = ExpansionDef {
            draw_tile_state: None,
            ..*made_up
        };
        assert!(drawings_of(Box::leak(Box::new(without))).is_empty());
    }
}
