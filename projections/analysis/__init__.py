"""Game analyses (docs/analysis.md): their status, progress and result, from the analysis
streams (infra.duty.analysis_stream)."""
from projections.analysis.queries import analysis  # noqa: F401
