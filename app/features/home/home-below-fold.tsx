import { ContactCta } from '#app/components/layout/contact-cta.tsx'
import { LendersSection } from './lenders-section'
import { NewsSection } from './news-section'
import { TestimonialsSection } from './testimonials-section'
import { WhyBrokerStrip } from './why-broker-strip'

/** Everything under the hero and the rates table; the home route loads it as a lazy chunk. */
export default function HomeBelowFold() {
  return (
    <>
      <LendersSection />
      <TestimonialsSection />
      <WhyBrokerStrip />
      <NewsSection />
      <ContactCta />
    </>
  )
}
