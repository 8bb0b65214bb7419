//! arbiter: settles board-game rules disputes.
//!
//! The library holds the rules engines (no I/O, no serde, no Fluent), the file formats
//! (serde types and their conversion into validated positions) and the rulings database.
//! The `arbiter` binary is a thin command-line layer over it.
//!
//! ```
//! use arbiter::carcassonne::position::Position;
//! use arbiter::carcassonne::scoring::end_game;
//!
//! let yaml = br#"
//! game: carcassonne
//! players:
//!   - {name: Alice, color: red}
//!   - {name: Bob, color: blue}
//! tiles:
//!   - {tile: D, at: [0, 0]}
//!   - tile: E
//!     at: [0, -1]
//!     rot: 180
//!     pieces:
//!       - {owner: blue, kind: follower, feature: "field:NNW"}
//! "#;
//! let (setup, _spans) = arbiter::format::carcassonne::read(yaml).expect("a usable file");
//! let position = Position::validate(setup);
//! assert!(position.is_legal());
//! // Blue's farmer touches the completed two-tile city: 3 points.
//! assert_eq!(end_game(&position).final_points, vec![0, 3]);
//! ```

pub use arbiter_engine::{carcassonne, keyflower, verdict};
pub use arbiter_format as format;
pub use arbiter_render as render;
pub use arbiter_rulings as rulings;
pub use arbiter_rulings::lang;

pub use arbiter_i18n as i18n;
pub use arbiter_rulings::shown;
