"""The game engines' hot modules compiled from their own Python source (Cython), used only
while the source they were built from is unchanged; plain Python wherever they are not built.
`build` makes them (`python -m infra.compiled.build`), `finder` loads them."""
