/// LayoutJSON: the layout JSON interface (shared/specs/layout-json.md). (in progress)
