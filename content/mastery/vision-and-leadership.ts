import type { MasteryArea } from "@/lib/content/schemas";

export const visionAndLeadership: MasteryArea = {
  id: "vision-and-leadership",
  title: "Vision & Leadership",
  icon: "compass",
  description:
    "Set a direction people want to follow: roadmaps that communicate intent, stakeholders who trust you, teams that own problems, and a story that makes the strategy stick.",
  subsections: [
    {
      title: "Roadmapping",
      icon: "layers",
      description:
        "A roadmap is a communication tool, not a delivery contract; done well it aligns people on problems and priorities without locking in guesses.",
      resources: [
        {
          title: "Creating roadmaps that rally teams around product work (Atlassian)",
          description:
            "Atlassian's Jira Product Discovery handbook on keeping roadmaps current, defining every field, and tailoring views for leadership versus delivery teams. A practical checklist for your next roadmap review.",
          url: "https://atlassian.com/software/jira/product-discovery/resources/handbook/roadmapping",
          type: "article",
        },
        {
          title: "Building better product roadmaps with Janna Bastow (Lenny's Podcast)",
          description:
            "The inventor of the Now/Next/Later format explains why timeline roadmaps fail and how to give stakeholders direction without promising dates you cannot keep.",
          url: "https://www.lennyspodcast.com/building-better-product-roadmaps-janna-bastow-mind-the-product-prodpad/",
          type: "podcast",
        },
        {
          title: "How product roadmaps kill outcomes (Dave Martin talk recap)",
          description:
            "A product leadership coach argues that feature-and-date roadmaps push teams into output mode, and shows what an outcome-based roadmap looks like instead. Useful ammunition for the roadmap conversation with your execs.",
          url: "https://userpilot.com/blog/outcome-based-roadmap-dave-martin",
          type: "article",
        },
        {
          title: "Building the roadmap for Portfolio for Jira (InfoQ interview)",
          description:
            "An Atlassian PM walks through how a real team builds a three-year direction and a one-year plan, who gets involved and how they keep it agile. A concrete example to compare your own process against.",
          url: "https://www.infoq.com/news/2018/09/roadmap-portfolio-for-jira",
          type: "article",
        },
      ],
    },
    {
      title: "Stakeholder Management",
      icon: "users",
      description:
        "Sales, legal, finance and executives can stop a launch; earning their trust early is cheaper than winning a fight late.",
      resources: [
        {
          title: "Stakeholder management tips (Roman Pichler)",
          description:
            "Five practical moves, starting with a power-interest grid to decide who to collaborate with, consult, involve or simply inform. Helps you spend stakeholder time where it changes outcomes.",
          url: "https://www.romanpichler.com/blog/stakeholder-management-tips",
          type: "article",
        },
        {
          title: "The DACI method for better project decisions (Atlassian)",
          description:
            "How Atlassian names a Driver, a single Approver, Contributors and the Informed for every significant decision. Adopt it when decisions keep reopening because nobody knows who actually decides.",
          url: "https://www.atlassian.com/blog/project-management/daci-method-for-better-project-decisions",
          type: "article",
        },
        {
          title: "How to make team decisions without killing momentum (Atlassian)",
          description:
            "An Atlassian team lead shows how they map a hard decision's uncertainty before debating it, so groups stop circling. Good for PMs who run many cross-functional decision meetings.",
          url: "https://www.atlassian.com/blog/inside-atlassian/make-team-decisions-without-killing-momentum",
          type: "article",
        },
        {
          title: "Stakeholder alignment: navigating their agenda (Product Post)",
          description:
            "A product leader from PayPal and TIER shares the four steps she reuses to map stakeholder goals and turn competing agendas into shared opportunities rather than roadmap fights.",
          url: "https://www.productpost.co/p/stakeholder-alignment-from-agenda",
          type: "article",
        },
      ],
    },
    {
      title: "Leading Teams",
      icon: "users",
      description:
        "Empowered teams are given problems to solve, not features to build; your job as a leader is the context and coaching that makes that safe.",
      video: {
        youtubeId: "gCYFmrvPI8Q",
        title: "Product is Hard: Marty Cagan at the Lean Product Meetup",
        thumbnail: "/mastery/leading-teams-video.svg",
      },
      resources: [
        {
          title: "Product leadership is hard: Marty Cagan's #mtpcon keynote",
          description:
            "Cagan separates management (coaching and staffing) from leadership (vision and strategy) and explains why first-line managers should spend about half their time coaching. A clear model of what your team needs from you.",
          url: "https://mindtheproduct.com/product-leadership-is-hard-by-marty-cagan",
          type: "video",
        },
        {
          title: "Marty Cagan on empowering teams, discovery and alignment (Mind the Product AMA)",
          description:
            "Straight answers to real questions: why empowerment meets resistance, how product owners fit in, and how to move from IC to leader. Worth reading before you take on your first team.",
          url: "https://www.mindtheproduct.com/marty-cagan-on-empowering-teams-discovery-challenges-alignment-and-more/",
          type: "article",
        },
        {
          title: "Notes from Marty Cagan's 'Product is Hard' talk",
          description:
            "A written summary of the talk embedded above, covering the twelve reasons product work goes wrong, from coaching gaps to teams that are not truly empowered. Handy if you prefer to skim before watching.",
          url: "https://www.intentionalproductmanager.com/blog/marty-cagan-product-is-hard",
          type: "article",
        },
        {
          title: "Radical Candor by Kim Scott",
          description:
            "The care-personally, challenge-directly framework for feedback. PMs lead through influence every day, and this book gives you language for hard conversations that keep trust intact.",
          url: "https://www.barnesandnoble.com/w/radical-candor-kim-scott/1132306392?ean=9781250235374",
          type: "book",
        },
        {
          title: "Atlassian Team Playbook",
          description:
            "Free, ready-to-run workshops (health monitors, retrospectives, roles and responsibilities) that Atlassian built for its own teams. Pick one when your team feels stuck and you need structure, not a pep talk.",
          url: "https://www.atlassian.com/team-playbook/why",
          type: "article",
        },
      ],
    },
    {
      title: "Narrative Building",
      icon: "message",
      description:
        "Strategy only moves people when it is told as a story: a shift in the world, what is at stake, and why your product is the way through.",
      resources: [
        {
          title: "The power of strategic narrative with Andy Raskin (Lenny's Podcast)",
          description:
            "Raskin's five-step structure (name the shift, the stakes, the promised land, the obstacles, and your product as the gift) explained with Salesforce, Zuora and Gong examples. Use it for your next vision deck.",
          url: "https://music.amazon.in/podcasts/83671d19-a1c5-4351-9cde-eba687a34675/episodes/3c374fb5-6b77-471c-a6e1-e5da8c655b9d/lenny's-podcast-product-growth-career-the-power-of-strategic-narrative-andy-raskin",
          type: "podcast",
        },
        {
          title: "Working backwards: the Amazon PR/FAQ (Product Strategy)",
          description:
            "How Amazon writes the launch press release and FAQ before building anything, with a template. Writing one forces you to state the customer, the problem and the benefit in plain words.",
          url: "https://productstrategy.co/working-backwards-the-amazon-prfaq-for-product-innovation/",
          type: "article",
        },
        {
          title: "The product story arc (Words on Product)",
          description:
            "A simple tension, turning point and transformation spine for product stories, written in answer to a Lenny's Community question about teaching storytelling to product teams.",
          url: "https://www.wordsonproduct.com/p/the-product-story-arc",
          type: "article",
        },
        {
          title: "What building a 0-to-1 product taught me about storytelling",
          description:
            "A PM borrows Aaron Sorkin's 'intention and obstacle' rule and shows how each stage of a new product, from concept review to launch, needs a different story for a different audience.",
          url: "https://christinezhu.substack.com/p/what-building-a-0-1-product-taught",
          type: "article",
        },
      ],
    },
  ],
};
