struct GraphicsPlaceholder {}
