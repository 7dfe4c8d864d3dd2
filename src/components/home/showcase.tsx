import type { ShowcaseStyle } from '@/server/catalogue/catalogue.types'
import type { ResponsiveImage } from '@/lib/responsive-image'
import { CatalogueImage } from '@/components/catalogue/catalogue-image'
import { HERO_IMAGE } from './hero-image'

/**
 * The hero's picture: an arch framing the main picture (marketing's, or the first featured moodboard), with a
 * second moodboard inset. Falls back to the brand's shapes on an install without catalogue. Shown from tablets
 * up only: the main picture is preloaded there (the /home route's head) and lazy here, so a phone never fetches it.
 */
export function HeroCollage({ main, inset }: { main: ResponsiveImage | null; inset: ResponsiveImage | null }) {
  return (
    <div className="relative hidden aspect-[4/5] overflow-hidden rounded-3xl bg-accent md:block">
      <div className="absolute inset-x-8 bottom-0 top-16 overflow-hidden rounded-t-[10rem] bg-primary/80">
        {main && <CatalogueImage image={main} sizes={HERO_IMAGE.sizes} className="size-full object-cover" />}
      </div>
      {inset ? (
        <CatalogueImage
          image={inset}
          sizes="10rem"
          className="absolute bottom-10 left-14 h-28 w-40 rounded-2xl border-4 border-card object-cover shadow-lg"
        />
      ) : (
        <div aria-hidden="true" className="absolute bottom-10 left-14 h-24 w-40 rounded-2xl bg-card shadow-lg" />
      )}
      <div aria-hidden="true" className="absolute bottom-10 right-14 size-20 rounded-full bg-sage" />
    </div>
  )
}

/**
 * Catalogue styles as cards: picture, title and ambiance. Each card is a link into the project (`href`: the
 * questionnaire, started or resumed), where the style is chosen once the estimate is in.
 */
export function ShowcaseGrid({ styles, href, cta }: { styles: ShowcaseStyle[]; href: string; cta: string }) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {styles.map((style) => (
        <li key={style.id} className="min-w-0 [contain-intrinsic-size:auto_24rem] [content-visibility:auto]">
          <a
            href={href}
            className="group block h-full overflow-hidden rounded-xl border border-border bg-card transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <CatalogueImage
              image={style.image}
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              className="aspect-[4/3] w-full object-cover"
            />
            <div className="p-4">
              <h3 className="text-lg group-hover:underline">{style.title}</h3>
              {style.ambiance && <p className="mt-1 text-sm text-muted-foreground">{style.ambiance}</p>}
              <p className="mt-3 text-sm font-medium text-primary">{cta}</p>
            </div>
          </a>
        </li>
      ))}
    </ul>
  )
}
