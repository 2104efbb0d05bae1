/** Small pieces the material pages share: the kind badge, a thumbnail (or the kind's letter) and the title button. */
import type { Material } from '../api/materials-api';
import { useMaterialsTranslation } from '../locales/texts';

const KIND_TONE: Record<Material['kind'], string> = {
  pdf: 'bg-danger-50 text-danger-700',
  word: 'bg-primary-50 text-primary-800',
  image: 'bg-success-50 text-success-700',
  audio: 'bg-warning-50 text-warning-800',
  video: 'bg-canvas text-ink',
};

export function KindBadge({ kind }: { kind: Material['kind'] }) {
  const { t } = useMaterialsTranslation();
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${KIND_TONE[kind]}`}>{t(`kinds.${kind}`)}</span>;
}

export function Thumbnail({ material, className = 'h-24 w-full' }: { material: Material; className?: string }) {
  const { t } = useMaterialsTranslation();
  if (material.thumbnail_url) return <img src={material.thumbnail_url} alt="" loading="lazy" className={`${className} rounded object-cover`} data-testid="material-thumbnail" />;
  return (
    <div className={`${className} flex items-center justify-center rounded text-lg font-semibold ${KIND_TONE[material.kind]}`} aria-hidden="true">
      {t(`kinds.${material.kind}`)}
    </div>
  );
}

export function OpenButton({ material, onOpen }: { material: Material; onOpen: (m: Material) => void }) {
  return (
    <button type="button" className="text-left font-medium text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600" onClick={() => onOpen(material)} data-testid="open-material">
      {material.title}
    </button>
  );
}
