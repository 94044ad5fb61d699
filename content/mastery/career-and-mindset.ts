import type { MasteryArea } from "@/lib/content/schemas";
import { lesson } from "./lessons";

export const careerAndMindset: MasteryArea = {
  id: "career-and-mindset",
  title: "Career & Mindset",
  icon: "heart",
  description:
    "Look after the person doing the job: manage energy and self-doubt, lead without formal authority, grow with mentors and clear expectations, and find the kind of product work that suits you.",
  subsections: [
    {
      id: "burnout-and-impostor-syndrome",
      title: "Burnout and Impostor Syndrome",
      icon: "heart",
      lesson: lesson("career-and-mindset", "burnout-and-impostor-syndrome", "Burnout and Impostor Syndrome"),
      description:
        "High visibility, little authority and constant ambiguity make PMs prone to burnout and self-doubt; naming them early is the first defence.",
      resources: [
        {
          // Confirmed: search (pages) returned this exact URL.
          title: "Burnout in product teams (Mind the Product)",
          description:
            "Uses Christina Maslach's six drivers of burnout, from workload to lack of autonomy and fairness, to show how PM habits like saying yes to every priority feed it, and how to use the same skills to protect yourself and your team.",
          url: "https://mindtheproduct.com/burnout-in-product-teams",
          type: "article",
        },
        {
          // Confirmed: search (pages) returned this exact URL (rank4, Sept 27 2022).
          title: "Burnout and product management (Trying to Product podcast)",
          description:
            "Two PMs talk honestly about their own burnout, from delayed gratification and loneliness to a mismatch between company and personal values, and how they recovered.",
          url: "https://www.tryingtoproduct.com/burnout-and-product-management/",
          type: "podcast",
        },
        {
          // Confirmed: search (pages) returned this exact URL.
          title: "How PMs can make imposter syndrome their friend (Mind the Product)",
          description:
            "Reframes self-doubt as a signal that you are stretching, with practical advice for new roles and for giving feedback to specialists who know more than you.",
          url: "https://www.mindtheproduct.com/how-p-ms-can-make-imposter-syndrome-their-friend",
          type: "article",
        },
        {
          // Confirmed: search (pages) returned this exact URL.
          title: "How I overcame imposter syndrome as a product manager (ProductPlan)",
          description:
            "ProductPlan's co-founder explains why PMs are especially susceptible (no degree, no single definition of success) and what helped him keep deciding with imperfect information.",
          url: "https://www.productplan.com/blog/imposter-syndrome/",
          type: "article",
        },
        {
          // Confirmed: search (pages) returned this exact URL (June 7 2022).
          title: "Julie Zhuo on accelerating your career and impostor syndrome (Lenny's Podcast)",
          description:
            "Facebook's former VP of Design on feeling like an impostor for years while growing fastest, plus how writing and deliberate practice built her confidence. Reassuring and practical for any PM stretching into a bigger role.",
          url: "https://www.lennyspodcast.com/julie-zhuo-on-accelerating-your-career-impostor-syndrome-writing-building-product-sense-using-intuition-vs-data-hiring-designers-and-moving-into-management/",
          type: "podcast",
        },
      ],
    },
    {
      id: "influencing-without-authority",
      title: "Influencing Without Authority",
      icon: "message",
      lesson: lesson("career-and-mindset", "influencing-without-authority", "Influencing Without Authority"),
      description:
        "PMs rarely manage the people they depend on; influence comes from understanding what others value and earning their trust.",
      resources: [
        {
          // Confirmed: quoted verbatim in 4 stored sources (find_string).
          title: "Influence without authority: how to get things done (HBS Online)",
          description:
            "Harvard Business School's primer on building influence through relationships, reciprocity and understanding what the other side values. A good base model for a PM who owns outcomes but manages nobody.",
          url: "https://online.hbs.edu/blog/post/influence-without-authority",
          type: "article",
        },
        {
          // Confirmed: quoted verbatim in 10+ stored sources (find_string).
          title: "Harnessing the science of persuasion by Robert Cialdini (HBR)",
          description:
            "The classic article on the six principles of persuasion, including reciprocity, social proof and consistency, applied to leading people you do not manage. Read it before your next difficult stakeholder conversation.",
          url: "https://hbr.org/2001/10/harnessing-the-science-of-persuasion",
          type: "article",
        },
        {
          // Replaced: the Uxcel lesson could not be confirmed (no stored quote, no search hit).
          // Confirmed: search (pages) returned this exact URL (Scott Berkun, November 2001).
          title: "Strategies of influence for designers by Scott Berkun",
          description:
            "A classic essay on getting ideas adopted when someone else makes the call: work out who really sways decisions on the team, win over key people one to one, read the room before you argue in meetings and build allies. Written for designers, and just as true for PMs.",
          url: "https://scottberkun.com/essays/18-strategies-of-influence-for-interaction-designers/",
          type: "article",
        },
        {
          // Confirmed: quoted verbatim in 3 stored sources (find_string).
          title: "A PM's guide to influence by Jules Walter (Lenny's Newsletter)",
          description:
            "A YouTube and Slack product leader's playbook for aligning hard stakeholders: learn how each one decides, what they fear and who they listen to, then frame your project around their goals. Concrete tactics you can use this week.",
          url: "https://www.lennysnewsletter.com/p/a-pms-guide-to-influence",
          type: "article",
        },
      ],
    },
    {
      id: "mentorship-and-growth",
      title: "Mentorship and Growth",
      icon: "users",
      lesson: lesson("career-and-mindset", "mentorship-and-growth", "Mentorship and Growth"),
      description:
        "Nobody learns product management from a degree; mentors and a clear picture of the next level turn experience into growth.",
      resources: [
        {
          // Confirmed: search (pages) returned this exact URL; also quoted verbatim in 1 stored source (find_string).
          title: "Product management career ladders (Lenny's Newsletter)",
          description:
            "Titles, levels and the competencies that 20+ companies evaluate PMs on, plus where IC and manager tracks split. Use it to see what the next level asks of you and to frame growth conversations with a mentor or manager.",
          url: "https://lennysnewsletter.com/p/product-management-career-ladders",
          type: "article",
        },
        {
          // Replaced: the Coda ladder could not be confirmed (no stored quote, no search hit).
          // Confirmed: search (pages) returned this exact URL.
          title: "Product management career ladders at 8 top technology firms by Sachin Rekhi",
          description:
            "Rekhi sets the PM ladders of eight large tech companies side by side and names the three dimensions along which PMs advance: independence, product scope and leadership. Useful for seeing what the next level will ask of you.",
          url: "https://sachinrekhi.com/product-management-career-ladders-at-8-top-technology-firms",
          type: "article",
        },
        {
          // Confirmed: search (pages) returned this exact URL (May 10).
          title: "Product management career ladders (Product Collective)",
          description:
            "A curated collection of perspectives and real company examples on how PM levels are defined and how people climb them.",
          url: "https://productcollective.com/product-management-career-ladders/",
          type: "article",
        },
        {
          // Confirmed: quoted verbatim in 10+ stored sources (find_string).
          title: "The Making of a Manager by Julie Zhuo",
          description:
            "The author's page for the book. A candid guide to the first years of managing people, covering feedback, hiring, meetings and managing yourself; essential if you are moving from PM to product lead.",
          url: "https://www.juliezhuo.com/book/manager.html",
          type: "book",
        },
        {
          // Confirmed: search (pages) returned this exact URL.
          title: "Becoming a product management mentor (Product School)",
          description:
            "What mentoring involves, why it helps your own growth, and what to check about your motivations before taking on a mentee.",
          url: "https://productschool.com/blog/product-management-2/product-management-mentor/",
          type: "article",
        },
      ],
    },
    {
      id: "pm-archetypes",
      title: "PM Archetypes",
      icon: "compass",
      lesson: lesson("career-and-mindset", "pm-archetypes", "PM Archetypes"),
      description:
        "Product roles differ a lot; knowing which archetype suits you helps you pick the right job and grow the skills you lack.",
      resources: [
        {
          // Confirmed: quoted verbatim in 3 stored sources (find_string).
          title: "3 types of product managers: builders, tuners, innovators (Sachin Rekhi)",
          description:
            "A widely cited split of PM work into roadmap builders, data-driven optimisers and zero-to-one innovators, with the strengths each role needs.",
          url: "https://www.sachinrekhi.com/3-types-of-product-managers-builders-tuners-innovators",
          type: "article",
        },
        {
          // Confirmed: search (pages) returned this exact URL (Mar 26 2023).
          title: "Product manager archetypes (Mike Pilawski)",
          description:
            "Four archetypes (feature, growth, technical and data/ML PMs), where each usually comes from, and why career ladders should tell them apart.",
          url: "https://medium.com/@Mike_Pilawski/product-manager-archetypes-b750daa6f579",
          type: "article",
        },
        {
          // Confirmed: search (pages) returned this exact URL.
          title: "Identify your product manager archetype (Adam Fishman)",
          description:
            "Seven archetypes from a former growth leader at Patreon and Lyft, and how to work out which one fits you before your next job move.",
          url: "https://fishmanafnewsletter.com/p/identify-product-manager-archetypes-and-skills",
          type: "article",
        },
        {
          // Confirmed: search (pages) returned this exact URL.
          title: "Understanding different types of product managers (Business of Products)",
          description:
            "Why a startup with an unproven sales model needs a different PM than a steady-state product line, and how to hire or find the right fit.",
          url: "https://businessofproducts.com/?p=1552",
          type: "article",
        },
      ],
    },
  ],
};
