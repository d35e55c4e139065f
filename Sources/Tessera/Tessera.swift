/// # Tessera
///
/// The umbrella module: `import Tessera` brings in every public Tessera module, so an
/// app needs one import. Each module stays importable on its own for code that needs
/// only a part (a tool that only lays out, a test that only paints).
@_exported import Geometry
@_exported import Graphics
@_exported import Layout
@_exported import TextRasterizer
@_exported import Components

/// With `import Tessera`, `Image` is the image component (a leaf that shows a picture);
/// the pixels it shows are a `Graphics.Image`.
public typealias Image = Components.Image
@_exported import Mounting
@_exported import Presentation
@_exported import Instrumentation
@_exported import ScrollPhysics
@_exported import DataSource
@_exported import Controls
@_exported import TextInput
@_exported import Images
@_exported import Caching
@_exported import Speech
