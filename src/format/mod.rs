//! (in progress)
pub mod keyflower;
