import type {
  Complex as UpstreamComplex,
  SearchItem as UpstreamSearchItem,
  SearchResult as UpstreamSearchResult,
  ImportResult,
  CheckRun,
  CheckStatus,
} from "../../../../shared/api/upstream";

export type { UpstreamComplex, UpstreamSearchItem, UpstreamSearchResult, ImportResult, CheckRun, CheckStatus };
export interface UpstreamSearchParams {
  complexCode: string | null;
  maker: string | null;
  model: string | null;
  page: number;
}
